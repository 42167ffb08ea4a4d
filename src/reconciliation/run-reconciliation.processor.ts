import { Injectable } from '@nestjs/common';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import { Reconciliation } from './reconciliation.service.js';

/**
 * Daily (`RECONCILIATION_DAILY_AT`): reconciles the books with the providers' records. A run
 * that fails (Stripe unreachable) throws, so BullMQ tries again; the failed run stays recorded.
 */
@Injectable()
@ProcessesJob('reconciliation.run')
export class RunReconciliationProcessor implements JobProcessor<'reconciliation.run'> {
  constructor(private readonly reconciliation: Reconciliation) {}

  async process(): Promise<void> {
    await this.reconciliation.run('scheduled');
  }
}
