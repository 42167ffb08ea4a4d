/** How long an ACH debit stays `processing` before it settles, unless configured (SANDBOX_ACH_SETTLEMENT_DELAY_MS). */
export const defaultAchSettlementDelayMs = 5000;

/**
 * Timers that settle `processing` payments after the sandbox's settlement delay (an ACH
 * debit takes days on Stripe; here 5 s by default). One pending timer per PaymentIntent: a
 * new attempt replaces the old one. `cancelAll` runs when the sandbox closes. Refunds use
 * their own instance, keyed by refund id, with the refund delay.
 */
export class SettlementTimers {
  private readonly pending = new Map<string, NodeJS.Timeout>();

  constructor(readonly delayMs: number) {
    if (!Number.isInteger(delayMs) || delayMs < 0) {
      throw new RangeError(`delayMs must be a non-negative integer, got ${delayMs}`);
    }
  }

  schedule(paymentIntentId: string, settle: () => void): void {
    this.cancel(paymentIntentId);
    const timer = setTimeout(() => {
      this.pending.delete(paymentIntentId);
      settle();
    }, this.delayMs);
    // A pending settlement alone must not keep a process alive.
    timer.unref();
    this.pending.set(paymentIntentId, timer);
  }

  cancel(paymentIntentId: string): void {
    clearTimeout(this.pending.get(paymentIntentId));
    this.pending.delete(paymentIntentId);
  }

  cancelAll(): void {
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }

  get size(): number {
    return this.pending.size;
  }
}
