import { Injectable } from '@nestjs/common';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import type { JobPayloads } from '../queues/job-catalog.js';
import { SettlementService } from './settlement.service.js';

@Injectable()
@ProcessesJob('transfers.settle-payment-event')
export class SettlePaymentEventProcessor implements JobProcessor<'transfers.settle-payment-event'> {
  constructor(private readonly settlement: SettlementService) {}

  async process({ eventId }: JobPayloads['transfers.settle-payment-event']): Promise<void> {
    await this.settlement.applyPaymentEvent(eventId);
  }
}
