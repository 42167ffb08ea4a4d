import { Injectable } from '@nestjs/common';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import type { JobPayloads } from '../queues/job-catalog.js';
import { PayoutService } from './payouts.service.js';

export class PayoutNotDeliveredYetError extends Error {
  constructor(readonly transferId: string) {
    super(`Payout of transfer ${transferId} is still in transit`);
  }
}

/** Asks the partners how the transfer's open payout attempts stand. One still open: throws, and BullMQ asks again later with backoff. */
@Injectable()
@ProcessesJob('transfers.confirm-payout')
export class ConfirmPayoutProcessor implements JobProcessor<'transfers.confirm-payout'> {
  constructor(private readonly payouts: PayoutService) {}

  async process({ transferId }: JobPayloads['transfers.confirm-payout']): Promise<void> {
    if ((await this.payouts.check(transferId)) === 'in_transit') throw new PayoutNotDeliveredYetError(transferId);
  }
}
