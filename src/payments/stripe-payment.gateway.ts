import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import {
  PaymentAlreadyInProgressError,
  PaymentProviderUnavailableError,
  RefundDeferredError,
  RefundRefusedError,
  type RefundStatus,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type PaymentState,
  type RefundRequest,
} from './payment-gateway.port.js';
import { refundStatusOf } from './refund-status.js';
import { STRIPE_CLIENT } from './stripe-client.js';

const DECLINED = 'Your payment was declined.';
const CANCELLED = 'The payment was cancelled.';

/**
 * Payments as Stripe PaymentIntents, created and confirmed in one idempotent call: cards
 * (answered at once) and `us_bank_account` debits (answered `processing`, settled by webhook
 * days later), the latter with the sender's online mandate.
 */
@Injectable()
export class StripePaymentGateway implements PaymentGateway {
  constructor(@Inject(STRIPE_CLIENT) private readonly stripe: Stripe) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const options = { idempotencyKey: request.idempotencyKey };
    const mandate = request.mandate
      ? {
          mandate_data: {
            customer_acceptance: {
              type: 'online' as const,
              online: { ip_address: request.mandate.ipAddress, user_agent: request.mandate.userAgent },
            },
          },
        }
      : {};
    const reuse = {
      ...(request.customerId ? { customer: request.customerId } : {}),
      ...(request.customerId && request.saveForLater ? { setup_future_usage: 'off_session' as const } : {}),
    };
    try {
      const intent = request.paymentIntentId
        ? await this.stripe.paymentIntents.confirm(
            request.paymentIntentId,
            { payment_method: request.paymentMethodId, ...mandate, ...(reuse.setup_future_usage ? { setup_future_usage: reuse.setup_future_usage } : {}) },
            options,
          )
        : await this.stripe.paymentIntents.create(
            {
              amount: Number(request.amountMinor),
              currency: 'usd',
              payment_method: request.paymentMethodId,
              ...(request.rail === 'ach'
                ? { allowed_payment_method_types: ['us_bank_account'] }
                : { automatic_payment_methods: { enabled: true, allow_redirects: 'never' as const } }),
              ...reuse,
              ...mandate,
              confirm: true,
              description: request.description,
              metadata: request.metadata,
            },
            options,
          );
      if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
        return {
          outcome: 'declined',
          paymentIntentId: intent.id,
          reason: intent.last_payment_error?.message ?? DECLINED,
          declineCode: intent.last_payment_error?.decline_code ?? null,
        };
      }
      return {
        outcome: 'submitted',
        paymentIntentId: intent.id,
        status: intent.status,
        clientSecret: intent.status === 'requires_action' ? intent.client_secret : null,
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const intentId = (error.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null;
        return { outcome: 'declined', paymentIntentId: intentId, reason: error.message, declineCode: error.decline_code ?? null };
      }
      if (error instanceof Stripe.errors.StripeIdempotencyError) throw new PaymentAlreadyInProgressError();
      if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || error.param === 'payment_method')) {
        return {
          outcome: 'declined',
          paymentIntentId: null,
          reason: 'That payment method could not be used. Please check the details or choose another.',
          declineCode: null,
        };
      }
      throw new PaymentProviderUnavailableError(error);
    }
  }

  async paymentState(paymentIntentId: string): Promise<PaymentState> {
    try {
      return stateOf(await this.stripe.paymentIntents.retrieve(paymentIntentId));
    } catch (error) {
      throw new PaymentProviderUnavailableError(error);
    }
  }

  async findPayment(transferId: string): Promise<{ paymentIntentId: string; state: PaymentState } | null> {
    let found: Stripe.PaymentIntent[];
    try {
      // Our ids are UUIDs: nothing in them needs escaping in the search query.
      const result = await this.stripe.paymentIntents.search({ query: `metadata['transferId']:'${transferId}'`, limit: 10 });
      found = result.data;
    } catch (error) {
      throw new PaymentProviderUnavailableError(error);
    }
    // One PaymentIntent per transfer; should there be more, the one that took money wins.
    const intent = found.find((candidate) => candidate.status === 'succeeded') ?? found.find((candidate) => candidate.status === 'processing') ?? found[0];
    return intent ? { paymentIntentId: intent.id, state: stateOf(intent) } : null;
  }

  async cancelPayment(paymentIntentId: string): Promise<PaymentState> {
    try {
      return stateOf(await this.stripe.paymentIntents.cancel(paymentIntentId, { cancellation_reason: 'abandoned' }));
    } catch (error) {
      // Refused when it can no longer be cancelled (it succeeded, or is processing): say what it is.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.paymentState(paymentIntentId);
      throw new PaymentProviderUnavailableError(error);
    }
  }

  async refund(request: RefundRequest): Promise<RefundStatus> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.paymentIntentId, amount: Number(request.amountMinor), metadata: request.metadata },
        { idempotencyKey: request.idempotencyKey },
      );
      return refundStatusOf(refund);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        // Our Stripe balance cannot cover it now: that passes (payments come in, a top-up).
        if (error.code && DEFERRING_REFUND_CODES.has(error.code)) throw new RefundDeferredError(error.code, error.message);
        // Already refunded, not refundable, disputed, more than is left: asking again will not change it.
        throw new RefundRefusedError(error.code ?? null, error.message);
      }
      throw new PaymentProviderUnavailableError(error);
    }
  }

  async refundState(refundId: string): Promise<RefundStatus> {
    try {
      return refundStatusOf(await this.stripe.refunds.retrieve(refundId));
    } catch (error) {
      throw new PaymentProviderUnavailableError(error);
    }
  }
}

/** Refusals of a refund that pass by themselves: Stripe's balance is short for now. */
const DEFERRING_REFUND_CODES = new Set(['balance_insufficient']);

/** A PaymentIntent's status in our terms. */
function stateOf(intent: Stripe.PaymentIntent): PaymentState {
  switch (intent.status) {
    case 'succeeded':
      return { state: 'succeeded' };
    case 'processing':
      return { state: 'processing' };
    case 'canceled':
      return { state: 'failed', reason: intent.last_payment_error?.message ?? CANCELLED };
    case 'requires_action':
      return { state: 'requires_action' };
    case 'requires_payment_method':
      // Without an error it was never confirmed; with one, the last attempt failed.
      return intent.last_payment_error ? { state: 'failed', reason: intent.last_payment_error.message ?? DECLINED } : { state: 'open' };
    default:
      return { state: 'open' };
  }
}
