import { seededRandom } from './delivery-chaos.js';
import type { OutageProvider } from './outage-providers.js';

/** The 5xx statuses an outage answers: each provider's documented internal error and unavailability. */
export const outageStatuses = [500, 503] as const;
export type OutageStatus = (typeof outageStatuses)[number];

export interface OutageSettings {
  provider: OutageProvider;
  /** The window starts now and lasts this long. */
  forMs: number;
  /** The share of the provider's requests failed inside the window (0–1; 1: every one). */
  rate: number;
  status: OutageStatus;
  /** Seeds which requests fail when `rate` is below 1, so a run can be replayed. */
  seed: number;
}

/** One provider's window, as the API reports it. */
export interface OutageReport {
  provider: OutageProvider;
  status: OutageStatus;
  rate: number;
  seed: number;
  /** ISO 8601. */
  from: string;
  until: string;
  active: boolean;
  /** Requests answered 5xx by the outage, and requests let through while the window was open. */
  failed: number;
  passed: number;
}

interface Window {
  settings: OutageSettings;
  from: number;
  until: number;
  random: () => number;
  failed: number;
  passed: number;
}

/**
 * Planned outages of the providers' APIs: for a window of time, a provider answers (some of)
 * its requests with its documented 5xx instead of handling them, as when the partner is down.
 * Nothing behind the answer happens: no payment, no payout. One window per provider; a new one
 * replaces it.
 */
export class ProviderOutages {
  private readonly windows = new Map<OutageProvider, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Opens a window for the provider from now on (replacing its earlier one). */
  open(settings: OutageSettings): OutageReport {
    const from = this.now();
    const window: Window = { settings: { ...settings }, from, until: from + settings.forMs, random: seededRandom(settings.seed), failed: 0, passed: 0 };
    this.windows.set(settings.provider, window);
    return this.reportOf(window);
  }

  /** The status to fail this request with, or null to let it through. Counts either way while a window is open. */
  failureFor(provider: OutageProvider): OutageStatus | null {
    const window = this.windows.get(provider);
    if (!window || !this.isOpen(window)) return null;
    // Every request draws, so for one seed a lower rate fails a subset of the requests a higher one fails.
    if (window.random() < window.settings.rate) {
      window.failed += 1;
      return window.settings.status;
    }
    window.passed += 1;
    return null;
  }

  report(): OutageReport[] {
    return [...this.windows.values()].map((window) => this.reportOf(window));
  }

  /** Ends every outage and forgets its counts. */
  clear(): void {
    this.windows.clear();
  }

  private isOpen(window: Window): boolean {
    return this.now() < window.until;
  }

  private reportOf(window: Window): OutageReport {
    const { provider, status, rate, seed } = window.settings;
    return {
      provider,
      status,
      rate,
      seed,
      from: new Date(window.from).toISOString(),
      until: new Date(window.until).toISOString(),
      active: this.isOpen(window),
      failed: window.failed,
      passed: window.passed,
    };
  }
}
