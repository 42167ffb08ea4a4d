import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ExhaustedDeliveries } from '../notifications/exhausted-deliveries.service.js';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import { TransferReconciliation } from './transfer-reconciliation.service.js';

/**
 * Recurring: one reconciliation pass (a transfer the provider could not answer for is tried
 * next time), and the messages whose delivery gave up are tried again.
 */
@Injectable()
@ProcessesJob('transfers.reconcile')
export class ReconcileTransfersProcessor implements JobProcessor<'transfers.reconcile'> {
  constructor(
    private readonly reconciliation: TransferReconciliation,
    private readonly deliveries: ExhaustedDeliveries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process(): Promise<void> {
    const now = new Date();
    await this.reconciliation.reconcile(now);
    await this.deliveries.retry(now, this.config.RECONCILE_AFTER_MS);
  }
}
