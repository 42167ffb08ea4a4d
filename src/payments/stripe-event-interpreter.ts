import type Stripe from 'stripe';
import type { PaymentOutcome } from './payment-outcome.js';

interface PaymentIntentSnapshot {
  id: string;
  metadata?: Record<string, string>;
  last_payment_error?: { message?: string } | null;
}

/** Reads a stored Stripe event as a payment outcome for one of our transfers. */
export function interpretStripeEvent(event: Pick<Stripe.Event, 'type' | 'data'>): PaymentOutcome {
  const intent = event.data.object as unknown as PaymentIntentSnapshot;
  const transferId = intent?.metadata?.transferId;
  if (!transferId || !intent.id) return { kind: 'irrelevant' };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { kind: 'succeeded', transferId, paymentIntentId: intent.id };
    case 'payment_intent.processing':
      return { kind: 'processing', transferId, paymentIntentId: intent.id };
    case 'payment_intent.payment_failed':
      return {
        kind: 'failed',
        transferId,
        paymentIntentId: intent.id,
        reason: intent.last_payment_error?.message ?? 'The payment failed.',
      };
    default:
      return { kind: 'irrelevant' };
  }
}
