import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import {
  PAYMENT_GATEWAY,
  PaymentAlreadyInProgressError,
  PaymentDeclinedError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
} from '../payments/payment-gateway.port.js';
import { AUTHENTICATION_NOT_COMPLETED } from './domain/failure-reasons.js';
import type { Transfer } from './domain/transfer.js';
import { PaymentMethodDisputedError, WrongPaymentRailError } from './domain/transfer.errors.js';
import { PaymentDispute } from './payment-dispute.js';
import { TransferStore } from './transfer.store.js';

/** What a payment attempt charges with; the amount, key and references come from the transfer. */
export type ChargeMethod = Pick<ChargeRequest, 'paymentMethodId' | 'customerId' | 'saveForLater' | 'mandate'>;

/**
 * The transfer after the attempt, and when the provider waits on the sender (3-D Secure) the
 * client secret their browser completes the payment with through Stripe.js.
 */
export interface AttemptResult {
  transfer: Transfer;
  clientSecret: string | null;
}

/**
 * One attempt to pay a pending transfer, card or bank alike. The attempt's idempotency key
 * is committed before anything reaches the provider, so a retry (a double click, a timeout)
 * replays the same requests and the sender is charged at most once. A decline leaves the
 * transfer payable and is thrown as `PaymentDeclinedError`; an ACH debit the provider
 * accepted puts the transfer in processing with nothing paid out yet. A checkout whose
 * quote is older than `CHECKOUT_EXPIRES_AFTER_MS` is refused before anything is charged.
 */
@Injectable()
export class PaymentAttempts {
  constructor(
    private readonly em: EntityManager,
    private readonly store: TransferStore,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `method` is called with the transfer and the attempt's key once that key is stored
   * (use the key to make the provider calls it makes idempotent too).
   */
  async submit(
    userId: number,
    sessionId: string,
    rail: 'card' | 'ach',
    method: (transfer: Transfer, idempotencyKey: string) => Promise<ChargeMethod>,
    retried = false,
  ): Promise<AttemptResult> {
    const { transfer, idempotencyKey } = await this.em.transactional(async (em) => {
      const owned = await this.store.ownedBySession(em, userId, sessionId, true);
      if (owned.paymentMethod !== rail) throw new WrongPaymentRailError(owned.paymentMethod);
      owned.assertPayable(new Date(), this.config.CHECKOUT_EXPIRES_AFTER_MS);
      // An attempt under way may finish; a new one by a method under dispute may not start.
      if (!owned.paymentIdempotencyKey && (await em.count(PaymentDispute, { userId, paymentMethod: rail, closedAt: null })) > 0) {
        throw new PaymentMethodDisputedError(rail);
      }
      const key = owned.paymentKey(new Date());
      await this.store.save(em, owned);
      return { transfer: owned, idempotencyKey: key };
    });
    let charged: ChargeMethod;
    try {
      charged = await method(transfer, idempotencyKey);
    } catch (error) {
      // Nothing was charged yet (an unknown bank account, a provider refusing the account):
      // the attempt ends here, so the transfer does not wait on it and can still expire.
      await this.releaseAttempt(transfer.id, idempotencyKey);
      throw error;
    }
    let result: ChargeResult;
    try {
      result = await this.payments.charge({
        ...charged,
        rail,
        amountMinor: transfer.totalMinor,
        idempotencyKey,
        paymentIntentId: transfer.providerTransferId,
        description: `Transfer ${transfer.reference} to ${transfer.country}`,
        metadata: { transferId: transfer.id, sessionId: transfer.sessionId },
      });
    } catch (error) {
      // The attempt under way was made with other details (another card after a 3-D Secure
      // challenge the sender left or failed): close it with the provider's word, then try anew.
      if (!(error instanceof PaymentAlreadyInProgressError) || retried) throw error;
      const closed = await this.closeWaitingAttempt(transfer.id, idempotencyKey);
      if (closed === 'still_open') throw error;
      if (closed === 'paid') return { transfer: await this.store.ownedBySession(this.em.fork(), userId, sessionId), clientSecret: null };
      return this.submit(userId, sessionId, rail, method, true);
    }
    const settled = await this.em.transactional(async (em) => {
      const locked = await this.store.lock(em, transfer.id);
      const now = new Date();
      if (result.outcome === 'submitted') {
        // A card paid at once is kept by the caller; one waiting on 3-D Secure is kept by the worker once paid.
        const cardToKeep = rail === 'card' && charged.saveForLater && result.status === 'requires_action' ? charged.paymentMethodId : null;
        locked.recordPaymentSubmitted(result.paymentIntentId, now, cardToKeep);
        if (result.status === 'processing') locked.recordDebitInFlight(result.paymentIntentId, now);
      } else if (locked.status === 'pending' && locked.paymentIdempotencyKey === idempotencyKey) {
        locked.recordPaymentDeclined(result.reason, result.paymentIntentId, now);
      }
      await this.store.save(em, locked);
      return locked;
    });
    if (result.outcome === 'declined') throw new PaymentDeclinedError(result.reason);
    return { transfer: settled, clientSecret: result.status === 'requires_action' ? result.clientSecret : null };
  }

  /**
   * Ends the attempt under way by what the provider says of its payment: failed (a failed
   * challenge) or left waiting on the sender (an abandoned challenge) records a decline, so a
   * new attempt may start; a payment that went through is recorded as paid.
   */
  private async closeWaitingAttempt(transferId: string, idempotencyKey: string): Promise<'closed' | 'paid' | 'still_open'> {
    return this.em.transactional(async (em) => {
      const locked = await this.store.lock(em, transferId);
      if (locked.status !== 'pending' || locked.paymentIdempotencyKey !== idempotencyKey) return locked.isPaid() ? 'paid' : 'closed';
      const paymentIntentId = locked.providerTransferId;
      if (!paymentIntentId) return 'still_open';
      const state = await this.payments.paymentState(paymentIntentId);
      const now = new Date();
      if (state.state === 'succeeded') locked.markPaid(paymentIntentId, now);
      else if (state.state === 'processing') locked.recordDebitInFlight(paymentIntentId, now);
      else if (state.state === 'failed') locked.recordPaymentFailure(paymentIntentId, state.reason, now);
      else if (state.state === 'requires_action') locked.recordPaymentDeclined(AUTHENTICATION_NOT_COMPLETED, paymentIntentId, now);
      else return 'still_open';
      await this.store.save(em, locked);
      return locked.status === 'pending' ? 'closed' : 'paid';
    });
  }

  private async releaseAttempt(transferId: string, idempotencyKey: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const locked = await this.store.lock(em, transferId);
      if (locked.releaseAttempt(idempotencyKey)) await this.store.save(em, locked);
    });
  }
}
