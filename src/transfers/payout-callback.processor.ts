import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { PayoutCallback } from '../payments/payouts/payout-callback.js';
import { PayoutRails } from '../payments/payouts/payout-rails.service.js';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import type { JobPayloads } from '../queues/job-catalog.js';
import { PartnerBalanceSnapshots } from '../float/partner-balance-snapshots.service.js';
import { PayoutService } from './payouts.service.js';

/**
 * Reads a stored payout callback with its rail's adapter and applies it: a callback that
 * answers our status query settles the payout, any other makes the worker ask the partner.
 * Marked processed once applied; a failure leaves it for the retry.
 */
@Injectable()
@ProcessesJob('transfers.payout-callback')
export class PayoutCallbackProcessor implements JobProcessor<'transfers.payout-callback'> {
  private readonly logger = new Logger('PayoutCallbacks');

  constructor(
    private readonly em: EntityManager,
    private readonly rails: PayoutRails,
    private readonly payouts: PayoutService,
    private readonly partnerBalances: PartnerBalanceSnapshots,
  ) {}

  async process({ callbackId }: JobPayloads['transfers.payout-callback']): Promise<void> {
    const callback = await this.em.fork().findOne(PayoutCallback, { id: callbackId });
    if (!callback || callback.processedAt) return;
    // A partner's balance of our float (Daraja's Account Balance result) names no payout.
    const balance = await this.partnerBalances.fromCallback(callback.rail, callback.kind, callback.body);
    const reading = balance ? null : this.rails.named(callback.rail)?.readCallback({ kind: callback.kind, reference: callback.reference, body: callback.body });
    if (balance) this.logger.log(`A ${callback.rail} balance result (${callbackId}) was recorded`);
    else if (reading) await this.payouts.applyCallback(callback.rail, reading);
    else this.logger.warn(`A ${callback.rail} ${callback.kind} callback (${callbackId}) names no payout of ours`);
    await this.em.fork().transactional(async (em) => {
      const stored = await em.findOne(PayoutCallback, { id: callbackId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (stored && !stored.processedAt) stored.processedAt = new Date();
    });
  }
}
