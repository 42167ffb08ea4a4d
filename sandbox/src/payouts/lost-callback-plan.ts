import type { PayoutProvider } from './payout-activity.js';

export interface PlannedLoss {
  provider: PayoutProvider;
  msisdn: string;
  remaining: number;
}

/**
 * Callbacks a test asked the sandbox to lose: the next N payout results for one recipient
 * are produced (the money moves, a status query tells) but never sent, as when a provider's
 * callback goes astray.
 */
export class LostCallbackPlan {
  private readonly losses = new Map<string, PlannedLoss>();

  /** Replaces any plan for the same provider and number. */
  plan(provider: PayoutProvider, msisdn: string, times: number): PlannedLoss {
    const loss: PlannedLoss = { provider, msisdn: digitsOf(msisdn), remaining: times };
    this.losses.set(keyOf(provider, msisdn), loss);
    return { ...loss };
  }

  /** True when this callback must be lost; each true uses up one. */
  consume(provider: PayoutProvider, msisdn: string): boolean {
    const key = keyOf(provider, msisdn);
    const loss = this.losses.get(key);
    if (!loss) return false;
    loss.remaining -= 1;
    if (loss.remaining <= 0) this.losses.delete(key);
    return true;
  }

  list(): PlannedLoss[] {
    return [...this.losses.values()].map((loss) => ({ ...loss }));
  }

  clear(): void {
    this.losses.clear();
  }
}

function digitsOf(msisdn: string): string {
  return msisdn.replace(/\D/g, '');
}

function keyOf(provider: PayoutProvider, msisdn: string): string {
  return `${provider}:${digitsOf(msisdn)}`;
}
