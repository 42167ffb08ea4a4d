import { Injectable } from '@nestjs/common';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import type { JobPayloads } from '../queues/job-catalog.js';
import { RefundService } from './refunds.service.js';

/** Moves the transfer's refunds on (retried with backoff while the provider cannot be reached). */
@Injectable()
@ProcessesJob('transfers.refund-payment')
export class RefundPaymentProcessor implements JobProcessor<'transfers.refund-payment'> {
  constructor(private readonly refunds: RefundService) {}

  async process({ transferId }: JobPayloads['transfers.refund-payment']): Promise<void> {
    await this.refunds.settle(transferId);
  }
}
