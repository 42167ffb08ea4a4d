/**
 * Ids for one kind of Thunes resource. Thunes' reference asks clients to hold quotation,
 * transaction and verification ids as 64-bit integers; these start above 2^32 so an adapter that
 * stores them in 32 bits fails here, not in production.
 */
export class ThunesIdSequence {
  private last: number;

  constructor(start: number) {
    this.last = start;
  }

  next(): number {
    this.last += 1;
    return this.last;
  }
}

/** Thunes writes dates as ISO 8601 without fraction or offset, in UTC: `2016-11-02T09:19:15`. */
export function thunesDate(date: Date): string {
  return date.toISOString().slice(0, 19);
}
