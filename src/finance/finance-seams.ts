/**
 * Where the finance views read what other parts of issue #24 will own. Each is a port with a
 * stand-in that knows nothing (null: "not available yet"), so the views show what the ledger
 * alone knows until the real source is bound in `FinanceModule`.
 */

/** What a partner itself says of our float, and how long it lasts at the current rate of payouts. */
export interface PartnerFloatReport {
  /** The partner's own figure, as a decimal in the float's currency. */
  reportedBalance: string;
  reportedAt: string;
  /** Days of float left at the recent rate of payouts; null when there were none to measure. */
  daysLeft: number | null;
  /** Dispatch on this rail waits for a top-up. */
  paused: boolean;
}

/** SEAM (partner float, issue #24 part 4): the float context's reported balances and days left. */
export interface PartnerFloatReports {
  reportOf(rail: string, currency: string): Promise<PartnerFloatReport | null>;
}
export const PARTNER_FLOAT_REPORTS = Symbol('PARTNER_FLOAT_REPORTS');

export class NoPartnerFloatReports implements PartnerFloatReports {
  async reportOf(): Promise<PartnerFloatReport | null> {
    return null;
  }
}

export interface OpenBreaks {
  count: number;
  /** The break open longest, or null when none is open. */
  oldest: { id: string; openedAt: string; description: string } | null;
}

/** SEAM (reconciliation, issue #24 part 3): the reconciliation breaks still open. */
export interface ReconciliationBreaks {
  open(): Promise<OpenBreaks | null>;
}
export const RECONCILIATION_BREAKS = Symbol('RECONCILIATION_BREAKS');

export class NoReconciliationBreaks implements ReconciliationBreaks {
  async open(): Promise<OpenBreaks | null> {
    return null;
  }
}
