/** One ledger transfer of the journal, its amount in the ledger's unit. */
export interface JournalEntry {
  /** When it was booked, ISO 8601 in UTC. */
  bookedAt: string;
  id: string;
  currency: string;
  scale: number;
  debitAccount: string;
  creditAccount: string;
  amount: bigint;
  phase: string;
  /** The pending transfer a post or void resolves. */
  pendingId: string | null;
  /** The product's transfer whose event booked it; null for an entry booked from a provider's record. */
  transferId: string | null;
  /** The provider's record an entry of no transfer books (a Stripe fee, a payout to our bank, a float top-up). */
  reference: string | null;
  code: string;
}
