import { randomUUID } from 'node:crypto';

/**
 * Money that moved where it should not have, found from the providers' own word: nothing to
 * retry automatically, everything for an operator to settle (recover from the recipient or the
 * partner, collect from the sender, or write off), with both sides' evidence.
 */
export type MoneyAlertKind =
  /** Two payout attempts of one transfer both delivered. */
  | 'paid_twice'
  /** A payout delivered after its transfer was failed or cancelled (and refunded, or about to be). */
  | 'paid_after_refund'
  /** An ACH debit was returned after the payout went: the sender owes the total. */
  | 'payment_returned_after_payout'
  /** A payment for a transfer that could not use it, which the provider would not refund. */
  | 'orphan_payment_unrefundable'
  /** A refund succeeded for a transfer that no longer owed one (paid back another way). */
  | 'refunded_twice';

export interface NewMoneyAlert {
  transferId: string;
  kind: MoneyAlertKind;
  /** What makes this alert one of a kind (an attempt, a refund, a payment): raising it again changes nothing. */
  subject: string;
  /** What is at stake, in minor units of `currency`. */
  amountMinor: bigint;
  currency: string;
  /** Both sides' evidence: our records and the provider's word. */
  evidence: Record<string, unknown>;
}

export class MoneyAlert {
  id: string;
  transferId: string;
  kind: MoneyAlertKind;
  dedupeKey: string;
  amountMinor: bigint;
  currency: string;
  evidence: Record<string, unknown>;
  raisedAt: Date;
  resolvedAt: Date | null = null;
  resolutionNote: string | null = null;

  constructor(fields: NewMoneyAlert, at: Date) {
    this.id = randomUUID();
    this.transferId = fields.transferId;
    this.kind = fields.kind;
    this.dedupeKey = `${fields.kind}:${fields.subject}`;
    this.amountMinor = fields.amountMinor;
    this.currency = fields.currency;
    this.evidence = fields.evidence;
    this.raisedAt = at;
  }

  /** An operator settled it (`note`: how). Answers false when it was settled already. */
  resolve(note: string, at: Date): boolean {
    if (this.resolvedAt) return false;
    this.resolvedAt = at;
    this.resolutionNote = note;
    return true;
  }
}
