/**
 * An append-only list that forgets its oldest entries past a capacity, so a sandbox left
 * running for days keeps a bounded memory footprint.
 */
export class BoundedLog<T> {
  private entries: T[] = [];

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`capacity must be a positive integer, got ${capacity}`);
    }
  }

  append(entry: T): void {
    this.entries.push(entry);
    if (this.entries.length > this.capacity) {
      this.entries.splice(0, this.entries.length - this.capacity);
    }
  }

  newestFirst(): T[] {
    return [...this.entries].reverse();
  }

  clear(): void {
    this.entries = [];
  }

  get size(): number {
    return this.entries.length;
  }
}
