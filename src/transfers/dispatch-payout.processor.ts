import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobQueue } from '../queues/job-queue.service.js';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import type { JobPayloads } from '../queues/job-catalog.js';
import { SettlementService } from './settlement.service.js';

/** Status checks back the partners' callbacks: first after PAYOUT_STATUS_CHECK_AFTER_MS, then doubling, for about a day in all by default. */
const STATUS_CHECKS = 12;

/** Pays the recipient, then checks on the payout until the partner settles it (its callbacks usually come first). */
@Injectable()
@ProcessesJob('transfers.dispatch-payout')
export class DispatchPayoutProcessor implements JobProcessor<'transfers.dispatch-payout'> {
  constructor(
    private readonly settlement: SettlementService,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process({ transferId }: JobPayloads['transfers.dispatch-payout']): Promise<void> {
    if (!(await this.settlement.dispatchPayout(transferId))) return;
    const checkAfter = this.config.PAYOUT_STATUS_CHECK_AFTER_MS;
    // If this enqueue fails the job is retried; dispatching again is a no-op.
    await this.jobs.enqueue(
      'transfers.confirm-payout',
      { transferId },
      { jobId: `confirm-payout-${transferId}`, delay: checkAfter, attempts: STATUS_CHECKS, backoff: { type: 'exponential', delay: Math.max(checkAfter, 1000) } },
    );
  }
}
