import { Injectable, Logger } from '@nestjs/common';
import { Counter } from 'prom-client';
import { MetricsRegistry } from './metrics-registry.js';

/** Gauges whose reading failed or timed out on a scrape: they showed their previous value. */
@Injectable()
export class ScrapeFailures {
  private readonly logger = new Logger('Metrics');
  private readonly failures: Counter<'gauge'>;

  constructor(metrics: MetricsRegistry) {
    this.failures = new Counter({
      name: 'remit_metrics_scrape_failures_total',
      help: 'Gauges computed on scrape whose reading failed or timed out (they kept their previous value), by gauge',
      labelNames: ['gauge'],
      registers: [metrics.registry],
    });
  }

  /** Bound, so it can be handed on as a callback. */
  readonly record = (gauge: string, error: unknown): void => {
    this.failures.inc({ gauge });
    this.logger.warn(`Gauge ${gauge} not read: ${error instanceof Error ? error.message : String(error)}`);
  };
}
