import { Injectable } from '@nestjs/common';
import { Histogram } from 'prom-client';
import { MetricsRegistry } from './metrics-registry.js';

/** How long a payment provider's webhook waited between its arrival and its effect on the books. */
@Injectable()
export class SettlementMetrics {
  private readonly lag: Histogram;

  constructor(metrics: MetricsRegistry) {
    this.lag = new Histogram({
      name: 'remit_settlement_lag_seconds',
      help: 'Time from a payment webhook received by the api to its event applied by the worker',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600],
      registers: [metrics.registry],
    });
  }

  applied(receivedAt: Date, appliedAt: Date): void {
    this.lag.observe(Math.max(0, appliedAt.getTime() - receivedAt.getTime()) / 1000);
  }
}
