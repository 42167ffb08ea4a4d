/**
 * What the finance views read from the contexts beside the books: the partner float context
 * (`src/float/`) and reconciliation (`src/reconciliation/`). Ports, so the views depend on
 * what they show rather than on how those contexts keep it; the adapters that read them are
 * bound in `FinanceModule`.
 */

/** What a partner itself says of our float, and how it stands for dispatch. */
export interface PartnerFloatReport {
  /** The partner's latest own figure, as a decimal in the float's currency; null until it was asked. */
  reportedBalance: string | null;
  /** When the partner's figure stood so. */
  reportedAt: string | null;
  /** Days the available float lasts at the last 7 days' rate of payouts; null when nothing was paid out. */
  daysLeft: number | null;
  /** Dispatch on this rail waits for a top-up (`float_short`) or because the partner refused a payout for its balance. */
  pausedBecause: 'float_short' | 'partner_refused' | null;
  /** Payouts waiting for the rail to resume. */
  waitingPayouts: number;
}

export interface PartnerFloatReports {
  /** The report on the float of `rail` in `currency` (a ledger of `scale` decimals), or null when none is kept. */
  reportOf(rail: string, currency: string, scale: number): Promise<PartnerFloatReport | null>;
}
export const PARTNER_FLOAT_REPORTS = Symbol('PARTNER_FLOAT_REPORTS');

export interface OpenBreaks {
  count: number;
  /** The break waiting longest, or null when none is open. */
  oldest: { id: string; openedAt: string; description: string } | null;
}

export interface ReconciliationBreaksReport {
  /** The breaks waiting for an operator. */
  open(): Promise<OpenBreaks>;
}
export const RECONCILIATION_BREAKS = Symbol('RECONCILIATION_BREAKS');
