import { Injectable } from '@nestjs/common';
import { QUEUE_NAMES } from '../queues/job-catalog.js';
import { JobQueue } from '../queues/job-queue.service.js';
import { MetricsRegistry } from './metrics-registry.js';
import { ScrapeFailures } from './scrape-failures.js';
import { gaugeOnScrape } from './scrape-gauge.js';

const STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'failed'] as const;

/** BullMQ's queues on scrape: jobs per state, and how long the oldest waiting job has waited. */
@Injectable()
export class QueueGauges {
  constructor(metrics: MetricsRegistry, jobs: JobQueue, failures: ScrapeFailures) {
    gaugeOnScrape(metrics.registry, {
      name: 'remit_queue_jobs',
      help: 'Jobs in each queue by state (waiting, active, delayed, prioritized, waiting-children, failed: kept after their last attempt)',
      labelNames: ['queue', 'state'],
      onFailure: failures.record,
      read: async () => {
        const counts = await Promise.all(QUEUE_NAMES.map(async (queue) => ({ queue, counts: await jobs.queue(queue).getJobCounts(...STATES) })));
        return counts.flatMap(({ queue, counts: byState }) => STATES.map((state) => ({ labels: { queue, state }, value: byState[state] ?? 0 })));
      },
    });
    gaugeOnScrape(metrics.registry, {
      name: 'remit_queue_oldest_waiting_seconds',
      help: 'How long the oldest job waiting in each queue has waited to run (0 when none waits)',
      labelNames: ['queue'],
      onFailure: failures.record,
      read: async () =>
        Promise.all(
          QUEUE_NAMES.map(async (queue) => {
            const [oldest] = await jobs.queue(queue).getJobs(['wait', 'prioritized'], 0, 0, true);
            return { labels: { queue }, value: oldest ? Math.max(0, Date.now() - oldest.timestamp) / 1000 : 0 };
          }),
        ),
    });
  }
}
