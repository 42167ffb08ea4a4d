import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { interpretStripeEvent } from '../payments/stripe-event-interpreter.js';
import { PAYOUT_GATEWAY, type PayoutGateway } from '../payments/payout.port.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/payment-gateway.port.js';
import type { PaymentOutcome } from '../payments/payment-outcome.js';
import { StripeWebhookEvent } from '../payments/stripe-webhook-event.js';
import { Transfer } from './domain/transfer.js';
import { TransferStore } from './transfer.store.js';

export class PayoutNotDeliveredYetError extends Error {
  constructor(readonly transferId: string) {
    super(`Payout of transfer ${transferId} is still in transit`);
  }
}

/**
 * The worker's side of a transfer: payment outcomes from provider events, then the payout,
 * or the refund when the payout fails.
 * Each step runs in one transaction under the transfer's row lock and is safe to repeat.
 */
@Injectable()
export class SettlementService {
  private readonly logger = new Logger('Settlement');

  constructor(
    private readonly em: EntityManager,
    private readonly store: TransferStore,
    @Inject(PAYOUT_GATEWAY) private readonly payouts: PayoutGateway,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
  ) {}

  /** Applies a stored provider event once; a duplicate, stale or foreign event changes nothing. */
  async applyPaymentEvent(eventId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const stored = await em.findOne(StripeWebhookEvent, { id: eventId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!stored || stored.processedAt) return;
      const now = new Date();
      await this.applyOutcome(em, interpretStripeEvent(stored.payload as Parameters<typeof interpretStripeEvent>[0]), now, `Event ${eventId}`);
      stored.processedAt = now;
      await em.flush();
    });
  }

  /** Applies what the provider answered when asked directly (its webhook never came); answers whether it changed anything. */
  async applyPaymentOutcome(outcome: PaymentOutcome): Promise<boolean> {
    return this.em.transactional((em) => this.applyOutcome(em, outcome, new Date(), 'Reconciliation'));
  }

  /** A payment outcome, under the transfer's row lock; a stale or repeated one changes nothing (and answers false). */
  private async applyOutcome(em: EntityManager, outcome: PaymentOutcome, now: Date, source: string): Promise<boolean> {
    if (outcome.kind === 'irrelevant') return false;
    const transfer = await em.findOne(Transfer, { id: outcome.transferId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!transfer) {
      this.logger.warn(`${source} names unknown transfer ${outcome.transferId}`);
      return false;
    }
    const changed =
      outcome.kind === 'processing'
        ? transfer.recordDebitInFlight(outcome.paymentIntentId, now)
        : outcome.kind === 'succeeded'
          ? transfer.markPaid(outcome.paymentIntentId, now)
          : transfer.recordPaymentFailure(outcome.paymentIntentId, outcome.reason, now);
    await this.store.save(em, transfer);
    return changed;
  }

  /**
   * Sends the money to the recipient once the payment succeeded. Answers whether it did. An
   * ACH debit still in flight is never paid out.
   */
  async dispatchPayout(transferId: string): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const transfer = await this.store.lock(em, transferId);
      if (transfer.status !== 'processing' || !transfer.isPaid()) return false;
      if (!transfer.payoutId) {
        const { payoutId } = await this.payouts.dispatch({
          transferId: transfer.id,
          amountMinor: transfer.recipientAmountMinor,
          currency: transfer.currencyCode,
          country: transfer.country,
          recipient: transfer.recipientInfo,
        });
        transfer.dispatchPayout(payoutId, new Date());
        await this.store.save(em, transfer);
      }
      return true;
    });
  }

  /**
   * Gives the sender their whole payment back when the payout failed. The refund's key is
   * the transfer's, so asking again (a retry, reconciliation) never refunds twice.
   */
  async refundPayment(transferId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const transfer = await this.store.lock(em, transferId);
      if (!transfer.refundOwed()) return;
      const { refundId } = await this.payments.refund({
        paymentIntentId: transfer.providerTransferId!,
        amountMinor: transfer.totalMinor,
        idempotencyKey: `transfer-${transfer.id}-refund`,
        metadata: { transferId: transfer.id, sessionId: transfer.sessionId },
      });
      transfer.recordRefund(refundId, new Date());
      await this.store.save(em, transfer);
    });
  }

  /** Completes the transfer when the payout partner says the money arrived, or fails it when it could not. */
  async confirmPayout(transferId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const transfer = await this.store.lock(em, transferId);
      if (transfer.status !== 'processing' || !transfer.payoutId) return;
      const state = await this.payouts.status(transfer.payoutId);
      if (state === 'in_transit') throw new PayoutNotDeliveredYetError(transferId);
      if (state === 'failed') {
        this.logger.warn(`Payout ${transfer.payoutId} of transfer ${transferId} failed; refunding the sender`);
        transfer.failPayout('The payout partner could not deliver it.', new Date());
        await this.store.save(em, transfer);
        return;
      }
      transfer.complete(new Date());
      await this.store.save(em, transfer);
    });
  }
}
