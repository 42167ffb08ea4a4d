import { Injectable } from '@nestjs/common';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import type { JobPayloads } from '../queues/job-catalog.js';
import { SettlementService } from './settlement.service.js';

/** The payout failed: the sender gets their payment back (retried with backoff until the provider answers). */
@Injectable()
@ProcessesJob('transfers.refund-payment')
export class RefundPaymentProcessor implements JobProcessor<'transfers.refund-payment'> {
  constructor(private readonly settlement: SettlementService) {}

  async process({ transferId }: JobPayloads['transfers.refund-payment']): Promise<void> {
    await this.settlement.refundPayment(transferId);
  }
}
