import { Injectable } from '@nestjs/common';
import { AttentionQueue } from '../admin/attention/attention-queue.service.js';
import { ATTENTION_KINDS } from '../admin/domain/attention-item.js';
import { MetricsRegistry } from './metrics-registry.js';
import { ScrapeFailures } from './scrape-failures.js';
import { gaugeOnScrape, sharedRead } from './scrape-gauge.js';

/**
 * The operator's queue (Needs attention) on scrape, from the api that serves it: items and the
 * oldest item's age per kind. The queue reads at most 100 items of each source, so a count past
 * 100 shows as 100.
 */
@Injectable()
export class OperatorQueueGauges {
  constructor(metrics: MetricsRegistry, queue: AttentionQueue, failures: ScrapeFailures) {
    const items = sharedRead(() => queue.list());
    const byKind = async () => {
      const kinds = new Map<string, { count: number; oldest: number }>(ATTENTION_KINDS.map((kind) => [kind, { count: 0, oldest: 0 }]));
      const now = Date.now();
      for (const item of await items()) {
        const entry = kinds.get(item.kind) ?? { count: 0, oldest: 0 };
        entry.count += 1;
        entry.oldest = Math.max(entry.oldest, (now - Date.parse(item.since)) / 1000);
        kinds.set(item.kind, entry);
      }
      return [...kinds];
    };
    gaugeOnScrape(metrics.registry, {
      name: 'remit_operator_queue_items',
      help: "Items in the operator's queue (Needs attention), by kind",
      labelNames: ['kind'],
      onFailure: failures.record,
      read: async () => (await byKind()).map(([kind, { count }]) => ({ labels: { kind }, value: count })),
    });
    gaugeOnScrape(metrics.registry, {
      name: 'remit_operator_queue_oldest_seconds',
      help: "Age of the oldest item of each kind in the operator's queue (0 when none)",
      labelNames: ['kind'],
      onFailure: failures.record,
      read: async () => (await byKind()).map(([kind, { oldest }]) => ({ labels: { kind }, value: Math.max(0, oldest) })),
    });
  }
}
