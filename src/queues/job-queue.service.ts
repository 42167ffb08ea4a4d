import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DEFAULT_JOB_OPTIONS, bullConnection } from './bullmq-connection.js';
import { JOB_CATALOG, QUEUE_NAMES, type JobName, type JobPayloads, type QueueName } from './job-catalog.js';

/** Enqueues typed jobs. In the api it fails fast when Redis is unreachable. */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  private readonly queues: Map<QueueName, Queue>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const connection = bullConnection(config.REDIS_URL, 'producer');
    this.queues = new Map(
      QUEUE_NAMES.map((name) => [
        name,
        new Queue(name, { connection, prefix: `${config.REDIS_PREFIX}:bull`, defaultJobOptions: DEFAULT_JOB_OPTIONS }),
      ]),
    );
  }

  /** `options.jobId` de-duplicates: a job whose id already exists is not added again. */
  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: JobsOptions = {}): Promise<string> {
    const queue = this.queue(JOB_CATALOG[name].queue);
    const job = await queue.add(name, payload, options);
    return job.id ?? '';
  }

  queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Unknown queue ${name}`);
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
