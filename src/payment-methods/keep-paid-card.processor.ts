import { Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import type { JobPayloads } from '../queues/job-catalog.js';
import { DomainError } from '../shared/domain/domain-error.js';
import { PaymentMethodsService } from './payment-methods.service.js';

/**
 * "Save this card" for a card payment that waited on the sender's 3-D Secure check: queued
 * with the payment's success, it saves the card once however often it runs (a card saved
 * already stays as it is). A provider that cannot be reached is retried; a card the product
 * cannot keep (a rule said no) is not.
 */
@Injectable()
@ProcessesJob('payment-methods.keep-paid-card')
export class KeepPaidCardProcessor implements JobProcessor<'payment-methods.keep-paid-card'> {
  constructor(private readonly methods: PaymentMethodsService) {}

  async process({ userId, paymentMethodId }: JobPayloads['payment-methods.keep-paid-card']): Promise<void> {
    try {
      await this.methods.keepPaidCard(userId, paymentMethodId);
    } catch (error) {
      if (error instanceof DomainError && error.kind !== 'unavailable') throw new UnrecoverableError(error.message);
      throw error;
    }
  }
}
