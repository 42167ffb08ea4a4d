import type { LedgerTrialBalance } from './trial-balance.js';

/** The chart names each partner's float `partner_float:{rail}`, one per currency the partner pays out. */
const FLOAT_PREFIX = 'partner_float:';

export interface PartnerFloat {
  rail: string;
  currency: string;
  scale: number;
  /** What the books say is prefunded at the partner: posted, on the float's debit side. */
  balance: bigint;
  /** Payouts reserved on the float (its pending credits) and not yet posted or voided. */
  pendingPayouts: bigint;
  /** Top-ups recorded (its pending debits), not yet confirmed by the partner's balance. */
  pendingTopUps: bigint;
  /** The balance once every pending payout posts (pending top-ups are not counted on). */
  available: bigint;
}

/** Every partner float account of the chart, from the trial balance: a float the chart gains shows up by itself. */
export function partnerFloatsOf(trialBalance: readonly LedgerTrialBalance[]): PartnerFloat[] {
  return trialBalance.flatMap((ledger) =>
    ledger.accounts
      .filter((line) => line.code.startsWith(FLOAT_PREFIX))
      // A payout reserves float on its credit side (Dr fx_settlement, Cr partner_float), a top-up on its debit side.
      .map((line) => ({
        rail: line.code.slice(FLOAT_PREFIX.length),
        currency: ledger.currency,
        scale: ledger.scale,
        balance: line.balance,
        pendingPayouts: line.creditsPending,
        pendingTopUps: line.debitsPending,
        available: line.balance - line.creditsPending,
      })),
  );
}
