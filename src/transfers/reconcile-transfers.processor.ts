import { Injectable } from '@nestjs/common';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import { TransferReconciliation } from './transfer-reconciliation.service.js';

/** Recurring: one reconciliation pass (a transfer the provider could not answer for is tried next time). */
@Injectable()
@ProcessesJob('transfers.reconcile')
export class ReconcileTransfersProcessor implements JobProcessor<'transfers.reconcile'> {
  constructor(private readonly reconciliation: TransferReconciliation) {}

  async process(): Promise<void> {
    await this.reconciliation.reconcile();
  }
}
