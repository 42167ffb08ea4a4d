import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import {
  PaymentAlreadyInProgressError,
  PaymentProviderUnavailableError,
  type CardChargeRequest,
  type CardChargeResult,
  type CardGateway,
} from './card-gateway.port.js';
import { STRIPE_CLIENT } from './stripe-client.js';

/** Card payments as Stripe PaymentIntents, created and confirmed in one idempotent call. */
@Injectable()
export class StripeCardGateway implements CardGateway {
  constructor(@Inject(STRIPE_CLIENT) private readonly stripe: Stripe) {}

  async charge(request: CardChargeRequest): Promise<CardChargeResult> {
    const options = { idempotencyKey: request.idempotencyKey };
    try {
      const intent = request.paymentIntentId
        ? await this.stripe.paymentIntents.confirm(request.paymentIntentId, { payment_method: request.paymentMethodId }, options)
        : await this.stripe.paymentIntents.create(
            {
              amount: Number(request.amountMinor),
              currency: 'usd',
              payment_method: request.paymentMethodId,
              automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
              confirm: true,
              description: request.description,
              metadata: request.metadata,
            },
            options,
          );
      if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
        return { outcome: 'declined', paymentIntentId: intent.id, reason: intent.last_payment_error?.message ?? 'Your card was declined.', declineCode: intent.last_payment_error?.decline_code ?? null };
      }
      return { outcome: 'submitted', paymentIntentId: intent.id, status: intent.status };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const intentId = (error.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null;
        return { outcome: 'declined', paymentIntentId: intentId, reason: error.message, declineCode: error.decline_code ?? null };
      }
      if (error instanceof Stripe.errors.StripeIdempotencyError) throw new PaymentAlreadyInProgressError();
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
        return { outcome: 'declined', paymentIntentId: null, reason: 'That card could not be used. Please check the details and try again.', declineCode: null };
      }
      throw new PaymentProviderUnavailableError(error);
    }
  }
}
