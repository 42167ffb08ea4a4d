import { Inject, Injectable } from '@nestjs/common';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/payment-gateway.port.js';
import { outcomeOfPaymentState } from '../payments/payment-outcome.js';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import type { JobPayloads } from '../queues/job-catalog.js';
import { SettlementService } from './settlement.service.js';

/**
 * Cancels at the provider the payment of a checkout that was cancelled (expired) while a
 * payment stayed confirmable (after a decline), so it can never be charged at the old rate.
 * Should it have succeeded first, its outcome is applied: an orphan payment, refunded.
 */
@Injectable()
@ProcessesJob('transfers.cancel-payment')
export class CancelPaymentProcessor implements JobProcessor<'transfers.cancel-payment'> {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    private readonly settlement: SettlementService,
  ) {}

  async process({ transferId, paymentIntentId }: JobPayloads['transfers.cancel-payment']): Promise<void> {
    const state = await this.payments.cancelPayment(paymentIntentId);
    await this.settlement.applyPaymentOutcome(outcomeOfPaymentState(transferId, paymentIntentId, state));
  }
}
