import type { PrometheusSample } from '../test/support/prometheus-text.js';
import { scrapeMetrics } from './run-metrics.js';

/** Scrapes taken while a run went on, as Prometheus would take them (more often). */
export interface GaugeSampler {
  /** Stops scraping; answers every scrape taken. */
  stop(): Promise<PrometheusSample[][]>;
}

/**
 * Scrapes `url` every `everyMs` until stopped, for the gauges read on scrape (queue depth and
 * the oldest waiting job, outbox backlog, unapplied webhooks): what they were during the run
 * rather than after it. A scrape that fails is left out.
 */
export function sampleGauges(url: string, everyMs: number): GaugeSampler {
  const scrapes: PrometheusSample[][] = [];
  let running = true;
  let wake = () => {};
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      try {
        scrapes.push(await scrapeMetrics(url));
      } catch {
        // the worker is busy or stopping: this sample is missing
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, everyMs - (Date.now() - started)));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();
  return {
    stop: async () => {
      running = false;
      wake();
      await loop;
      return scrapes;
    },
  };
}
