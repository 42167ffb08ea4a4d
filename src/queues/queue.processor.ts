import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger, type Type } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QUEUE_NAMES, type QueueName } from './job-catalog.js';
import { JobHandlers } from './job-handlers.service.js';

/** Jobs of one queue run at most this many at a time per worker process. */
export const QUEUE_CONCURRENCY = 5;

/**
 * The @nestjs/bullmq processor of one queue: each job goes to the processor the catalog
 * names for it. One such class per queue of the catalog, made by `queueProcessorFor`.
 */
@Injectable()
abstract class CatalogQueueProcessor extends WorkerHost {
  protected abstract readonly queueName: QueueName;
  private readonly logger = new Logger('Jobs');

  constructor(private readonly handlers: JobHandlers) {
    super();
  }

  process(job: Job): Promise<void> {
    return this.handlers.run(job);
  }

  /** Called by WorkersModule once the worker exists: failures are logged, never swallowed. */
  watch(): void {
    this.worker.on('failed', (job, error) =>
      this.logger.warn(`Job ${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`),
    );
    this.worker.on('error', (error) => this.logger.error(`Worker for ${this.queueName}: ${error.message}`));
  }
}

function queueProcessorFor(queueName: QueueName): Type<CatalogQueueProcessor> {
  @Injectable()
  @Processor(queueName, { concurrency: QUEUE_CONCURRENCY })
  class QueueProcessor extends CatalogQueueProcessor {
    protected readonly queueName = queueName;
  }
  Object.defineProperty(QueueProcessor, 'name', { value: `${queueName}QueueProcessor` });
  return QueueProcessor;
}

export type { CatalogQueueProcessor };

/** A processor for every queue of the catalog. */
export const QUEUE_PROCESSORS: Type<CatalogQueueProcessor>[] = QUEUE_NAMES.map(queueProcessorFor);
