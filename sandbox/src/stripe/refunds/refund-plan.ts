import type { RefundFailureReason } from './refund.js';

/** What a test asked the next refunds to do, and how many are left to do it. */
export interface PlannedRefundOutcomes {
  /** The next N refund creations answer `balance_insufficient` and refund nothing. */
  balance_insufficient: number;
  /** The next N refunds created go through, then fail after the refund delay. */
  failures: number;
  /** Why those fail. */
  failure_reason: RefundFailureReason | null;
}

/**
 * Refund outcomes scheduled by a test, for what no test card or account triggers: a Stripe
 * balance too low to refund from, and a refund the bank or card network gives back later.
 * Each plan replaces the one before it.
 */
export class RefundPlan {
  private balanceInsufficient = 0;
  private failures = 0;
  private failureReason: RefundFailureReason | null = null;

  planBalanceInsufficient(times: number): PlannedRefundOutcomes {
    this.balanceInsufficient = times;
    return this.list();
  }

  planFailures(times: number, failureReason: RefundFailureReason): PlannedRefundOutcomes {
    this.failures = times;
    this.failureReason = failureReason;
    return this.list();
  }

  /** True when this refund creation must be refused for the balance; each true uses one up. */
  takeBalanceInsufficient(): boolean {
    if (this.balanceInsufficient === 0) return false;
    this.balanceInsufficient -= 1;
    return true;
  }

  /** The reason this new refund must fail for later, if one was planned; each answer uses one up. */
  takeFailure(): RefundFailureReason | undefined {
    if (this.failures === 0 || this.failureReason === null) return undefined;
    const reason = this.failureReason;
    this.failures -= 1;
    if (this.failures === 0) this.failureReason = null;
    return reason;
  }

  list(): PlannedRefundOutcomes {
    return { balance_insufficient: this.balanceInsufficient, failures: this.failures, failure_reason: this.failureReason };
  }

  clear(): void {
    this.balanceInsufficient = 0;
    this.failures = 0;
    this.failureReason = null;
  }
}
