import type Stripe from 'stripe';
import { isCurrency, Money } from '../shared/domain/money.js';
import type { PaymentOutcome } from './payment-outcome.js';

interface PaymentIntentSnapshot {
  id: string;
  metadata?: Record<string, string>;
  last_payment_error?: { message?: string } | null;
}

interface DisputeSnapshot {
  id?: string;
  object?: string;
  amount?: number;
  currency?: string;
  payment_intent?: string | { id: string } | null;
  reason?: string;
  status?: string;
  evidence_details?: { due_by?: number | null } | null;
}

/** Every dispute event carries the dispute as it stands now; its status, not the event's name, says where it is. */
const DISPUTE_EVENTS = new Set([
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
]);

/** Reads a stored Stripe event as a payment outcome for one of our transfers. */
export function interpretStripeEvent(event: Pick<Stripe.Event, 'type' | 'data'>): PaymentOutcome {
  if (DISPUTE_EVENTS.has(event.type)) return interpretDispute(event.data.object as unknown as DisputeSnapshot);
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

/** A dispute names the disputed PaymentIntent; a dispute of anything else is not ours. */
function interpretDispute(dispute: DisputeSnapshot): PaymentOutcome {
  const paymentIntentId = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
  if (dispute.object !== 'dispute' || !dispute.id || !paymentIntentId || !dispute.status || typeof dispute.amount !== 'number') {
    return { kind: 'irrelevant' };
  }
  const currency = (dispute.currency ?? '').toUpperCase();
  if (!isCurrency(currency)) return { kind: 'irrelevant' };
  const dueBy = dispute.evidence_details?.due_by;
  return {
    kind: 'dispute',
    paymentIntentId,
    dispute: {
      id: dispute.id,
      status: dispute.status,
      reason: dispute.reason ?? 'general',
      amount: Money.fromMinor(BigInt(dispute.amount), currency),
      dueBy: typeof dueBy === 'number' ? new Date(dueBy * 1000) : null,
    },
  };
}
