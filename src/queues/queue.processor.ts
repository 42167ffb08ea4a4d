import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger, type Type } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { JobMetrics } from '../metrics/job-metrics.js';
import { putBackOnDatabaseOutage } from './database-outage-retry.js';
import { QUEUE_NAMES, type QueueName } from './job-catalog.js';
import { JobHandlers } from './job-handlers.service.js';

/**
 * Jobs of one queue run at most this many at a time per worker process. Settlement jobs
 * are short database work, and most find their event applied already by another job's
 * batch (SettlementService), so more of them at once keep the worker busy (issue #16);
 * payouts and messages call partners, which are not to be flooded. Compliance jobs (identity
 * checks, monitoring) have a queue of their own: pausing or crowding the settlement queue must not
 * hold a sender's identity check, nor the reverse.
 */
export const QUEUE_CONCURRENCY: Record<QueueName, number> = { settlement: 20, payouts: 5, notifications: 5, compliance: 5 };

/**
 * The @nestjs/bullmq processor of one queue: each job goes to the processor the catalog
 * names for it. One such class per queue of the catalog, made by `queueProcessorFor`.
 */
@Injectable()
abstract class CatalogQueueProcessor extends WorkerHost {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly handlers: JobHandlers,
    private readonly metrics: JobMetrics,
  ) {
    super();
  }

  /** A job that meets the database away waits for it without spending an attempt (database-outage-retry.ts). */
  process(job: Job, token?: string): Promise<void> {
    return putBackOnDatabaseOutage(job, token, () => this.handlers.run(job));
  }

  /** A failed attempt is logged (BullMQ retries it with backoff), never swallowed. */
  @OnWorkerEvent('failed')
  logFailure(job: Job | undefined, error: Error): void {
    this.logger.warn(`Job ${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`);
    const final = error instanceof UnrecoverableError || (job?.attemptsMade ?? 0) >= (job?.opts.attempts ?? 1);
    this.metrics.failed(this.worker.name, job?.name ?? 'unknown', final);
  }

  /** Without a listener, a worker's connection error would be an unhandled 'error' event. */
  @OnWorkerEvent('error')
  logError(error: Error): void {
    this.logger.error(`Worker for ${this.worker.name}: ${error.message}`);
  }
}

function queueProcessorFor(queueName: QueueName): Type<CatalogQueueProcessor> {
  @Injectable()
  @Processor(queueName, { concurrency: QUEUE_CONCURRENCY[queueName] })
  class QueueProcessor extends CatalogQueueProcessor {}
  Object.defineProperty(QueueProcessor, 'name', { value: `${queueName}QueueProcessor` });
  return QueueProcessor;
}

export type { CatalogQueueProcessor };

/** A processor for every queue of the catalog. */
export const QUEUE_PROCESSORS: Type<CatalogQueueProcessor>[] = QUEUE_NAMES.map(queueProcessorFor);
