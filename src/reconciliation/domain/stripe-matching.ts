import { differenceOf, type BreakFinding, type BreakLine } from './reconciliation-break.js';
import type { StripeRecord } from './stripe-record.js';

/**
 * A ledger movement of `stripe_clearing` the books hold for a Stripe object: `amount` in cents,
 * positive when it debits `stripe_clearing` (money came into Stripe's balance), negative when it credits it.
 */
export interface BooksEntry {
  key: string;
  ledgerTransferId: string;
  code: string;
  amount: bigint;
  transferId: string | null;
  createdAt: Date;
}

/** A Stripe payout and the net of the balance transactions it paid out (its own left aside). */
export interface PayoutTotal {
  id: string;
  amount: bigint;
  paidOut: bigint;
  created: number;
}

export interface StripeMatch {
  /** Provider records that matched the books. */
  matched: number;
  /** Records left alone for now: Stripe still moving the money, or too recent to judge. */
  inFlight: number;
  findings: BreakFinding[];
  /** Every key whose sides agree now: a break under one closes by itself. */
  agreeingKeys: string[];
}

export interface MatchOptions {
  now: Date;
  /** A group whose latest record or entry is more recent than this is not a break yet (a webhook may be on its way). */
  graceMs: number;
}

const line = (id: string, what: string, amount: bigint, at: Date, transferId?: string | null): BreakLine => ({
  id,
  what,
  amount: String(amount),
  at: at.toISOString(),
  ...(transferId !== undefined ? { transferId } : {}),
});

/**
 * Matches Stripe's balance transactions with the books, by the Stripe object both name: the
 * records of one object (a payment and its failure, a refund and its failure, a dispute's
 * withdrawal and reinstatement) against the ledger movements of `stripe_clearing` the product
 * booked for it, amount for amount in total (one to one, or many to one). Fees are left out:
 * reconciliation books each fee from its record. A payout must also equal the transactions it
 * pays out. What does not agree becomes a finding, unless Stripe is still moving that money or
 * it is younger than the grace period.
 */
export function matchStripe(records: readonly StripeRecord[], books: readonly BooksEntry[], payouts: readonly PayoutTotal[], options: MatchOptions): StripeMatch {
  const groups = new Map<string, { records: StripeRecord[]; entries: BooksEntry[] }>();
  const group = (key: string) => groups.get(key) ?? groups.set(key, { records: [], entries: [] }).get(key)!;
  for (const record of records) group(record.key).records.push(record);
  for (const entry of books) group(entry.key).entries.push(entry);

  const result: StripeMatch = { matched: 0, inFlight: 0, findings: [], agreeingKeys: [] };
  const settledBefore = options.now.getTime() - options.graceMs;
  for (const [key, { records: own, entries }] of groups) {
    const providerAmount = own.reduce((sum, record) => sum + record.amount, 0n);
    const booksAmount = entries.reduce((sum, entry) => sum + entry.amount, 0n);
    if (providerAmount === booksAmount) {
      result.matched += own.length;
      result.agreeingKeys.push(key);
      continue;
    }
    const latest = Math.max(...own.map((record) => record.created * 1000), ...entries.map((entry) => entry.createdAt.getTime()));
    if (own.some((record) => record.inFlight) || latest > settledBefore) {
      result.inFlight += own.length;
      continue;
    }
    const finding: BreakFinding = {
      provider: 'stripe',
      key,
      kind: own.length === 0 ? 'missing_at_provider' : entries.length === 0 ? 'missing_in_books' : 'amount_differs',
      currency: 'USD',
      providerAmount,
      booksAmount,
      providerRecords: own.map((record) => line(record.id, `${record.type} (${record.reportingCategory}) of ${record.source}`, record.amount, new Date(record.created * 1000))),
      ourEntries: entries.map((entry) => line(entry.ledgerTransferId, entry.code, entry.amount, entry.createdAt, entry.transferId)),
      transferId: entries.find((entry) => entry.transferId)?.transferId ?? null,
    };
    if (differenceOf(finding) !== 0n) result.findings.push(finding);
  }

  for (const payout of payouts) {
    const key = `payout-total:${payout.id}`;
    if (payout.amount === payout.paidOut) {
      result.agreeingKeys.push(key);
      continue;
    }
    result.findings.push({
      provider: 'stripe',
      key,
      kind: 'payout_total_differs',
      currency: 'USD',
      providerAmount: payout.amount,
      booksAmount: payout.paidOut,
      providerRecords: [line(payout.id, 'payout amount', payout.amount, new Date(payout.created * 1000))],
      ourEntries: [line(payout.id, 'net of the balance transactions it pays out', payout.paidOut, new Date(payout.created * 1000))],
      transferId: null,
    });
  }
  return result;
}
