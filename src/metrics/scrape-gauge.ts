import { Gauge, type Registry } from 'prom-client';

/** One sample of a gauge computed on scrape: its labels and value. */
export interface GaugeSample<L extends string> {
  labels: Partial<Record<L, string>>;
  value: number;
}

/** How long a scrape waits for a gauge's query before showing the gauge as it stood. */
export const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

export class ScrapeTimeoutError extends Error {
  constructor(name: string, ms: number) {
    super(`${name} took more than ${ms} ms to read`);
  }
}

/**
 * A gauge whose value is read (usually by a query) when Prometheus scrapes, never on the
 * request path. The read is bounded by `timeoutMs`; when it fails or times out the gauge keeps
 * its previous samples and `onFailure` is told (the scrape still answers).
 */
export function gaugeOnScrape<L extends string>(
  registry: Registry,
  options: {
    name: string;
    help: string;
    labelNames: readonly L[];
    read: () => Promise<GaugeSample<L>[]>;
    onFailure: (name: string, error: unknown) => void;
    timeoutMs?: number;
  },
): Gauge<L> {
  const { name, read, onFailure, timeoutMs = SCRAPE_QUERY_TIMEOUT_MS } = options;
  return new Gauge<L>({
    name,
    help: options.help,
    labelNames: options.labelNames,
    registers: [registry],
    async collect() {
      try {
        const samples = await withTimeout(read(), timeoutMs, name);
        this.reset();
        for (const sample of samples) this.set(sample.labels, sample.value);
      } catch (error) {
        onFailure(name, error);
      }
    },
  });
}

/** Memoises an async read for `ttlMs`, so several gauges fed by one query run it once per scrape. */
export function sharedRead<T>(read: () => Promise<T>, ttlMs = 1_000): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const value = read();
      cached = { at: Date.now(), value };
      value.catch(() => (cached = undefined));
    }
    return cached.value;
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScrapeTimeoutError(name, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
