import { Injectable } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { MetricsRegistry } from './metrics-registry.js';

/** Outcome of one call to a payout partner: answered, unavailable (the job retries), or another error. */
export type PartnerCallOutcome = 'ok' | 'unavailable' | 'error';

/** The payout partners: each call's latency, and what they answered of our payouts. */
@Injectable()
export class PartnerMetrics {
  private readonly calls: Histogram<'partner' | 'operation' | 'outcome'>;
  private readonly payouts: Counter<'rail' | 'operation' | 'outcome'>;

  constructor(metrics: MetricsRegistry) {
    this.calls = new Histogram({
      name: 'remit_partner_call_duration_seconds',
      help: 'Time a call to a payout partner took, by partner, operation (dispatch, status, cancel, balances, terms) and outcome',
      labelNames: ['partner', 'operation', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [metrics.registry],
    });
    this.payouts = new Counter({
      name: 'remit_payouts_total',
      help:
        "Payout answers by rail: operation dispatch (outcome: the partner's state on accepting, failed, or unavailable) " +
        'and status (outcome: a final state the partner reported: delivered, ready_for_pickup, failed, cancelled, reversed)',
      labelNames: ['rail', 'operation', 'outcome'],
      registers: [metrics.registry],
    });
  }

  called(partner: string, operation: string, seconds: number, outcome: PartnerCallOutcome): void {
    this.calls.observe({ partner, operation, outcome }, seconds);
  }

  payout(rail: string, operation: 'dispatch' | 'status', outcome: string): void {
    this.payouts.inc({ rail, operation, outcome });
  }
}
