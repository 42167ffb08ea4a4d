import type { PayoutProvider } from './payout-activity.js';

/**
 * The rails whose status lookup can trail a payout they accepted: Daraja's Transaction Status
 * (R000002 while M-Pesa still holds the payment in its queue) and MoMo's
 * `GET .../transfer/{referenceId}` (404 RESOURCE_NOT_FOUND while the wallet platform has not
 * created the transfer yet). Thunes answers its transaction at once, with an id.
 */
export const laggingProviders = ['daraja', 'mtn-momo'] as const satisfies readonly PayoutProvider[];
export type LaggingProvider = (typeof laggingProviders)[number];

export interface PlannedStatusLag {
  provider: LaggingProvider;
  /** Only payouts to this number (digits), or null for every payout of the rail. */
  msisdn: string | null;
  /** How long after its request a payout stays unknown to the status lookup. */
  forMs: number;
}

/**
 * Lags a test asked for: a payout accepted while one is planned stays unknown to its rail's
 * status lookup for `forMs` after the request, and its outcome (and callback) comes no earlier,
 * as when the partner processes requests asynchronously and its queue is long. A plan for one
 * number takes precedence over the rail's.
 */
export class StatusLagPlan {
  private readonly lags = new Map<string, PlannedStatusLag>();

  /** Replaces any plan for the same rail and number (or the same rail, without one). */
  plan(provider: LaggingProvider, forMs: number, msisdn: string | null = null): PlannedStatusLag {
    const lag: PlannedStatusLag = { provider, msisdn: msisdn === null ? null : digitsOf(msisdn), forMs };
    this.lags.set(keyOf(provider, lag.msisdn), lag);
    return { ...lag };
  }

  /** How long a payout to `msisdn` accepted now stays unknown to the status lookup; 0 without a plan. */
  lagFor(provider: LaggingProvider, msisdn: string): number {
    return (this.lags.get(keyOf(provider, digitsOf(msisdn))) ?? this.lags.get(keyOf(provider, null)))?.forMs ?? 0;
  }

  list(): PlannedStatusLag[] {
    return [...this.lags.values()].map((lag) => ({ ...lag }));
  }

  clear(): void {
    this.lags.clear();
  }
}

function digitsOf(msisdn: string): string {
  return msisdn.replace(/\D/g, '');
}

function keyOf(provider: LaggingProvider, msisdn: string | null): string {
  return `${provider}:${msisdn ?? '*'}`;
}
