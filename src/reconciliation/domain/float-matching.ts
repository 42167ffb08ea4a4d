import type { BreakFinding, ReconciledProvider } from './reconciliation-break.js';

/** A partner's reported balance beside the books' float at the same moment, in hundredths of `currency`. */
export interface FloatComparison {
  rail: ReconciledProvider;
  currency: string;
  /** What the partner says it holds for us. */
  reportedMinor: bigint;
  /** When the partner says the balance stood so: the books are read as of then. */
  asOf: Date;
  /** The books' posted balance of `partner_float:{rail}` then. */
  postedMinor: bigint;
  /** Payouts reserved on the float then, not posted or voided yet: the partner may or may not have paid them. */
  pendingPayoutsMinor: bigint;
  /** Top-ups recorded then, not confirmed yet: the wire may or may not have reached the partner. */
  pendingTopUpsMinor: bigint;
}

export type FloatMatch = { agrees: true; key: string } | { agrees: false; finding: BreakFinding };

/**
 * The partner's balance agrees with the books when their difference is what is in flight: at
 * most the pending payouts below the posted balance (paid by the partner, not yet heard of), at
 * most the pending top-ups above it (credited by the partner, not yet confirmed). Otherwise an
 * `amount_differs` break of that partner's float (`float:{currency}`).
 */
export function matchFloat(c: FloatComparison): FloatMatch {
  const key = `float:${c.currency}`;
  const difference = c.reportedMinor - c.postedMinor;
  if (difference >= -c.pendingPayoutsMinor && difference <= c.pendingTopUpsMinor) return { agrees: true, key };
  const at = c.asOf.toISOString();
  return {
    agrees: false,
    finding: {
      provider: c.rail,
      key,
      kind: 'amount_differs',
      currency: c.currency,
      providerAmount: c.reportedMinor,
      booksAmount: c.postedMinor,
      providerRecords: [{ id: `${c.rail}:${c.currency}`, what: `balance the partner reported as of ${at}`, amount: String(c.reportedMinor), at }],
      ourEntries: [
        {
          id: `partner_float:${c.rail}`,
          what: `posted float then; in flight: ${c.pendingPayoutsMinor} payouts, ${c.pendingTopUpsMinor} top-ups (hundredths)`,
          amount: String(c.postedMinor),
          at,
        },
      ],
      transferId: null,
    },
  };
}
