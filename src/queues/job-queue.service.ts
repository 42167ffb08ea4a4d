import { InjectQueue } from '@nestjs/bullmq';
import { withTraceCarrier, type TraceCarrier } from '../tracing/trace-carrier.js';
import { Injectable, Logger } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import { JOB_CATALOG, type JobName, type JobPayloads, type QueueName } from './job-catalog.js';

/** Enqueues typed jobs of the catalog on the queues registered with @nestjs/bullmq. */
@Injectable()
export class JobQueue {
  private readonly queues: Record<QueueName, Queue>;

  constructor(
    @InjectQueue('notifications') notifications: Queue,
    @InjectQueue('settlement') settlement: Queue,
    @InjectQueue('payouts') payouts: Queue,
    @InjectQueue('compliance') compliance: Queue,
  ) {
    this.queues = { notifications, settlement, payouts, compliance };
    // Unheard, a queue's connection errors (Redis away) would go to the console, not to our log.
    const logger = new Logger('Queues');
    for (const queue of this.all()) queue.on('error', (error) => logger.warn(`Queue ${queue.name}: ${error.message}`));
  }

  /**
   * `options.jobId` de-duplicates: a job whose id already exists is not added again. The job's
   * data carries `trace` (the outbox row's), else the active trace context, for its processor to continue.
   */
  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: JobsOptions = {}, trace?: TraceCarrier | null): Promise<string> {
    const job = await this.queue(JOB_CATALOG[name].queue).add(name, withTraceCarrier(payload, trace ?? undefined), options);
    return job.id ?? '';
  }

  /**
   * Enqueues several jobs with one round trip to Redis per queue (BullMQ's addBulk). All or
   * nothing per queue: when it fails, the caller cannot tell which job was refused.
   */
  async enqueueAll(jobs: { name: JobName; payload: unknown; jobId: string; trace?: TraceCarrier | null }[]): Promise<void> {
    const byQueue = new Map<QueueName, { name: JobName; data: unknown; opts: JobsOptions }[]>();
    for (const { name, payload, jobId, trace } of jobs) {
      const queue = JOB_CATALOG[name].queue;
      byQueue.set(queue, [...(byQueue.get(queue) ?? []), { name, data: withTraceCarrier(payload, trace ?? undefined), opts: { jobId } }]);
    }
    await Promise.all([...byQueue].map(([queue, bulk]) => this.queue(queue).addBulk(bulk)));
  }

  queue(name: QueueName): Queue {
    return this.queues[name];
  }

  all(): Queue[] {
    return Object.values(this.queues);
  }
}
