import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobQueue } from '../queues/job-queue.service.js';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import type { JobPayloads } from '../queues/job-catalog.js';
import { SettlementService } from './settlement.service.js';

/** Pays the recipient, then checks on the payout when the partner should have delivered it. */
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
    // If this enqueue fails the job is retried; dispatching again is a no-op.
    await this.jobs.enqueue('transfers.confirm-payout', { transferId }, { jobId: `confirm-payout-${transferId}`, delay: this.config.PAYOUT_DELAY_MS });
  }
}
