import { Injectable, Logger } from '@nestjs/common';
import { JobQueue } from '../queues/job-queue.service.js';

const BATCH = 100;
/** A message still undelivered after this long is left failed, for an operator. */
const GIVE_UP_AFTER_MS = 24 * 3600_000;

/**
 * Messages whose delivery job used up its retries (SMTP or SMS provider away longer than
 * the backoff lasts) are tried again, each at most once per interval, for a day; after that
 * they stay failed in the queue for an operator to see.
 */
@Injectable()
export class ExhaustedDeliveries {
  private readonly logger = new Logger('ExhaustedDeliveries');

  constructor(private readonly jobs: JobQueue) {}

  /** Retries the message jobs that failed for good more than `quietForMs` before `now`; answers how many. */
  async retry(now: Date, quietForMs: number): Promise<number> {
    const failed = await this.jobs.queue('notifications').getFailed(0, BATCH - 1);
    let retried = 0;
    for (const job of failed) {
      if (job.name !== 'notifications.deliver-message' || !job.finishedOn) continue;
      const exhausted = job.attemptsMade >= (job.opts.attempts ?? 1);
      const quietFor = now.getTime() - job.finishedOn;
      if (!exhausted || quietFor < quietForMs || now.getTime() - job.timestamp > GIVE_UP_AFTER_MS) continue;
      await job.retry('failed', { resetAttemptsMade: true });
      retried += 1;
    }
    if (retried > 0) this.logger.log(`Retried ${retried} message(s) whose delivery had given up`);
    return retried;
  }
}
