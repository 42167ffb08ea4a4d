import type { LedgerTrialBalance } from './trial-balance.js';

/** The chart names each partner's float `partner_float:{rail}`, one per currency the partner pays out. */
const FLOAT_PREFIX = 'partner_float:';

export interface PartnerFloat {
  rail: string;
  currency: string;
  scale: number;
  /** What the books say is prefunded at the partner: posted, on the float's debit side. */
  balance: bigint;
  /** Payouts reserved on the float and not yet posted or voided. */
  pendingPayouts: bigint;
  /** The balance once every pending payout posts. */
  available: bigint;
}

/** Every partner float account of the chart, from the trial balance: a float the chart gains shows up by itself. */
export function partnerFloatsOf(trialBalance: readonly LedgerTrialBalance[]): PartnerFloat[] {
  return trialBalance.flatMap((ledger) =>
    ledger.accounts
      .filter((line) => line.code.startsWith(FLOAT_PREFIX))
      .map((line) => {
        // A payout reserves float on its credit side (Dr fx_settlement, Cr partner_float).
        const pendingPayouts = line.creditsPending - line.debitsPending;
        return {
          rail: line.code.slice(FLOAT_PREFIX.length),
          currency: ledger.currency,
          scale: ledger.scale,
          balance: line.balance,
          pendingPayouts,
          available: line.balance - pendingPayouts,
        };
      }),
  );
}
