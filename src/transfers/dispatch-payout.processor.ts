import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobQueue } from '../queues/job-queue.service.js';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import type { JobPayloads } from '../queues/job-catalog.js';
import { PayoutService } from './payouts.service.js';

/** Status checks back the partners' callbacks: first after PAYOUT_STATUS_CHECK_AFTER_MS, then doubling, for about a day in all by default. */
const STATUS_CHECKS = 12;

/** Pays the recipient, then checks on the payout until the partner settles it (its callbacks usually come first). */
@Injectable()
@ProcessesJob('transfers.dispatch-payout')
export class DispatchPayoutProcessor implements JobProcessor<'transfers.dispatch-payout'> {
  constructor(
    private readonly payouts: PayoutService,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process({ transferId }: JobPayloads['transfers.dispatch-payout']): Promise<void> {
    // Sent, or its answer lost (then this throws and the job retries: the same reference pays once).
    const reference = await this.payouts.dispatch(transferId);
    if (!reference) return;
    const checkAfter = this.config.PAYOUT_STATUS_CHECK_AFTER_MS;
    // One series of checks per attempt: an operator's retry is a new attempt with checks of its own.
    await this.jobs.enqueue(
      'transfers.confirm-payout',
      { transferId, reference },
      { jobId: `confirm-payout-${reference}`, delay: checkAfter, attempts: STATUS_CHECKS, backoff: { type: 'exponential', delay: Math.max(checkAfter, 1000) } },
    );
  }
}
