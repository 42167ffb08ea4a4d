import { BullRegistrar } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JOB_NAMES, QUEUE_NAMES, RECURRING_JOBS, type QueueName } from './job-catalog.js';
import { JobHandlers } from './job-handlers.service.js';
import { JobQueue } from './job-queue.service.js';

/**
 * Starts the worker process's BullMQ workers (the queue processors, through @nestjs/bullmq's
 * registrar), only once every job of the catalog has a processor (otherwise boot fails
 * before a single job is taken), then schedules the recurring jobs. @nestjs/bullmq closes
 * the workers on shutdown, after their running jobs.
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap {
  private readonly logger = new Logger('JobWorkers');

  constructor(
    private readonly handlers: JobHandlers,
    private readonly registrar: BullRegistrar,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.handlers.verify();
    this.registrar.register();
    this.logger.log(`Processing ${JOB_NAMES.length} job type(s) on ${QUEUE_NAMES.length} queue(s)`);
    await this.scheduleRecurringJobs();
  }

  /** One scheduler per recurring job, shared by every worker (upserting it again is harmless). */
  private async scheduleRecurringJobs(): Promise<void> {
    for (const job of RECURRING_JOBS) {
      const repeat = 'every' in job ? { every: Number(this.config[job.every]) } : dailyAt(String(this.config[job.daily]));
      await this.jobs.queue(job.queue as QueueName).upsertJobScheduler(job.name, repeat, { name: job.name, data: {} });
    }
  }
}

/** A daily repeat at `HH:MM` UTC, as a cron pattern. */
function dailyAt(time: string): { pattern: string; tz: string } {
  const [hours, minutes] = time.split(':').map(Number);
  return { pattern: `${minutes} ${hours} * * *`, tz: 'UTC' };
}
