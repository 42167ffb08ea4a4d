import type Stripe from 'stripe';
import { isCurrency, Money } from '../shared/domain/money.js';
import type { PaymentOutcome } from './payment-outcome.js';
import { refundStatusOf } from './refund-status.js';

interface PaymentIntentSnapshot {
  id: string;
  amount_received?: number;
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

/** Every refund event carries the refund as it stands now (`charge.refund.updated` too): its status says where it is. */
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);

interface RefundSnapshot {
  id?: string;
  object?: string;
  status?: string | null;
  failure_reason?: string | null;
  metadata?: Record<string, string> | null;
}

/** Reads a stored Stripe event as a payment outcome for one of our transfers. */
export function interpretStripeEvent(event: Pick<Stripe.Event, 'type' | 'data'>): PaymentOutcome {
  if (DISPUTE_EVENTS.has(event.type)) return interpretDispute(event.data.object as unknown as DisputeSnapshot);
  if (REFUND_EVENTS.has(event.type)) return interpretRefund(event.data.object as unknown as RefundSnapshot);
  const intent = event.data.object as unknown as PaymentIntentSnapshot;
  const transferId = intent?.metadata?.transferId;
  if (!transferId || !intent.id) return { kind: 'irrelevant' };
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const received = intent.amount_received;
      const amount = typeof received === 'number' && Number.isSafeInteger(received) && received > 0 ? { amountMinor: BigInt(received) } : {};
      return { kind: 'succeeded', transferId, paymentIntentId: intent.id, ...amount };
    }
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

/** A refund of ours names our record in its metadata (`refundId`); any refund is looked up by its own id too. */
function interpretRefund(refund: RefundSnapshot): PaymentOutcome {
  if (refund.object !== 'refund' || !refund.id || !refund.status) return { kind: 'irrelevant' };
  const recordId = refund.metadata?.refundId ?? null;
  return {
    kind: 'refund',
    refund: { providerRefundId: refund.id, refundRecordId: recordId },
    status: refundStatusOf({ id: refund.id, status: refund.status, failure_reason: (refund.failure_reason ?? null) as Stripe.Refund['failure_reason'] }),
  };
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
