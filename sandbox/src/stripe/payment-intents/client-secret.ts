import { invalidRequest } from '../http/stripe-error.js';
import type { PaymentIntentObject } from './payment-intent.js';

/**
 * The members Stripe returns to a publishable key (the browser, holding the client secret):
 * those its API reference marks "retrievable with publishable key". No metadata, customer or
 * charge: the browser learns the payment's state, not the merchant's records.
 */
const publishableMembers = [
  'id',
  'object',
  'amount',
  'automatic_payment_methods',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_types',
  'processing',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'status',
] as const satisfies ReadonlyArray<keyof PaymentIntentObject>;

export type PublishablePaymentIntent = Pick<PaymentIntentObject, (typeof publishableMembers)[number]>;

export function publishableView(intent: PaymentIntentObject): PublishablePaymentIntent {
  return Object.fromEntries(publishableMembers.map((member) => [member, intent[member]])) as PublishablePaymentIntent;
}

/** A publishable key may read or confirm a PaymentIntent only with its client secret, as on Stripe. */
export function checkClientSecret(intent: PaymentIntentObject, given: string | undefined): void {
  if (given === undefined) {
    throw invalidRequest('Missing required param: client_secret.', { param: 'client_secret', code: 'parameter_missing' });
  }
  if (given !== intent.client_secret) {
    throw invalidRequest(
      'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      { param: 'client_secret' },
    );
  }
}
