import type { BreakFinding, BreakLine, ReconciledProvider } from './reconciliation-break.js';

/**
 * What a payout's money did, as either side tells it: with the recipient (`paid`), waiting at a
 * cash agent (`held`), nowhere (`unpaid`: failed, cancelled, taken back, never received), or not
 * known yet (`moving`). Only these classes are compared: a partner's "failed" and our
 * "cancelled" both left the money with us.
 */
export type PayoutMoney = 'paid' | 'held' | 'unpaid' | 'moving';

/** Our payout attempt states (`PayoutAttempt.state`) and the partners' words (`PayoutStatus.state`) alike. */
export function payoutMoneyOf(state: string): PayoutMoney {
  switch (state) {
    case 'delivered':
      return 'paid';
    case 'ready_for_pickup':
      return 'held';
    case 'failed':
    case 'cancelled':
    case 'reversed':
    case 'not_found':
      return 'unpaid';
    default:
      return 'moving';
  }
}

/** One of our payout attempts the partner has had the last word on, and what the partner says of it now. */
export interface AttemptComparison {
  rail: ReconciledProvider;
  reference: string;
  transferId: string;
  attempt: number;
  ours: string;
  partners: string;
  partnerPayoutId: string;
  /** What the attempt pays, in hundredths of `currency`. */
  amountMinor: bigint;
  currency: string;
  at: Date;
}

export type AttemptMatch = { agrees: true; key: string } | { agrees: false; inFlight: true } | { agrees: false; inFlight: false; finding: BreakFinding };

/**
 * Our attempt against the partner's word: the same money class agrees; a partner still moving
 * it is left for later; otherwise a `status_differs` break, the amounts being what each side says
 * reached (or waits for) the recipient.
 */
export function matchAttempt(c: AttemptComparison): AttemptMatch {
  const key = `attempt:${c.reference}`;
  const ours = payoutMoneyOf(c.ours);
  const partners = payoutMoneyOf(c.partners);
  if (partners === 'moving' || ours === 'moving') return { agrees: false, inFlight: true };
  if (ours === partners) return { agrees: true, key };
  const out = (money: PayoutMoney) => (money === 'unpaid' ? 0n : c.amountMinor);
  const line = (id: string, what: string, money: PayoutMoney, transferId?: string): BreakLine => ({
    id,
    what,
    amount: String(out(money)),
    at: c.at.toISOString(),
    ...(transferId ? { transferId } : {}),
  });
  return {
    agrees: false,
    inFlight: false,
    finding: {
      provider: c.rail,
      key,
      kind: 'status_differs',
      currency: c.currency,
      providerAmount: out(partners),
      booksAmount: out(ours),
      providerRecords: [line(c.partnerPayoutId, `payout ${c.partners} at the partner`, partners)],
      ourEntries: [line(c.reference, `attempt ${c.attempt} ${c.ours}`, ours, c.transferId)],
      transferId: c.transferId,
    },
  };
}
