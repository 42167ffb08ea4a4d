import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { bullConnection } from './bullmq-connection.js';
import { JOB_CATALOG, JOB_NAMES, QUEUE_NAMES, RECURRING_JOBS, type JobName, type QueueName } from './job-catalog.js';
import { JobQueue } from './job-queue.service.js';
import { ProcessesJob, type JobProcessor } from './job-processor.js';

export class MissingJobProcessorError extends Error {
  constructor(missing: string[]) {
    super(`No processor for job(s): ${missing.join(', ')}. Every job in job-catalog.ts needs one.`);
  }
}

/** Runs a BullMQ worker per queue in the worker process and dispatches each job to its processor. */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('JobWorkers');
  private readonly workers: Worker[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly orm: MikroORM,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const processors = this.findProcessors();
    for (const queue of QUEUE_NAMES) {
      const worker = new Worker(queue, (job) => this.dispatch(processors, job), {
        connection: bullConnection(this.config.REDIS_URL, 'worker'),
        prefix: `${this.config.REDIS_PREFIX}:bull`,
        concurrency: 5,
      });
      worker.on('failed', (job, error) =>
        this.logger.warn(`Job ${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`),
      );
      worker.on('error', (error) => this.logger.error(`Worker for ${queue}: ${error.message}`));
      this.workers.push(worker);
    }
    this.logger.log(`Processing ${JOB_NAMES.length} job type(s) on ${QUEUE_NAMES.length} queue(s)`);
    await this.scheduleRecurringJobs();
  }

  /** One scheduler per recurring job, shared by every worker (upserting it again is harmless). */
  private async scheduleRecurringJobs(): Promise<void> {
    for (const job of RECURRING_JOBS) {
      const every = Number(this.config[job.every]);
      await this.jobs.queue(job.queue as QueueName).upsertJobScheduler(job.name, { every }, { name: job.name, data: {} });
    }
  }

  /** Waits for running jobs to finish before the process exits (SIGTERM). */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }

  private findProcessors(): Map<JobName, JobProcessor<JobName>> {
    const found = new Map<JobName, JobProcessor<JobName>>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: ProcessesJob.KEY })) {
      const name = this.discovery.getMetadataByDecorator(ProcessesJob, wrapper);
      if (name && wrapper.instance) found.set(name, wrapper.instance as JobProcessor<JobName>);
    }
    const missing = JOB_NAMES.filter((name) => !found.has(name));
    if (missing.length > 0) throw new MissingJobProcessorError(missing);
    return found;
  }

  private async dispatch(processors: Map<JobName, JobProcessor<JobName>>, job: Job): Promise<void> {
    const processor = processors.get(job.name as JobName);
    if (!processor || !(job.name in JOB_CATALOG)) throw new UnrecoverableError(`Unknown job ${job.name}`);
    // Each job gets its own identity map, like a request does in the api.
    await RequestContext.create(this.orm.em, () => processor.process(job.data, job));
  }
}
