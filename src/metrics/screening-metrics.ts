import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { MetricsRegistry } from './metrics-registry.js';

/** Transfers screened while no SDN list was loaded: held for one (failing closed), or let through unscreened. */
@Injectable()
export class ScreeningMetrics {
  private readonly withoutList: Counter<'outcome'>;

  constructor(metrics: MetricsRegistry) {
    this.withoutList = new Counter({
      name: 'remit_screenings_without_list_total',
      help: 'Transfers screened while no SDN list was loaded, by outcome (held: waiting for a list; unscreened: let through outside production)',
      labelNames: ['outcome'],
      registers: [metrics.registry],
    });
  }

  screenedWithoutList(outcome: 'held' | 'unscreened'): void {
    this.withoutList.inc({ outcome });
  }
}
