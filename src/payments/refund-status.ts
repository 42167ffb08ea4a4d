import type Stripe from 'stripe';
import type { RefundStatus } from './payment-gateway.port.js';

/** A Stripe Refund in our terms: an unknown status (`requires_action`, a new one) is `pending`, never final. */
export function refundStatusOf(refund: Pick<Stripe.Refund, 'id' | 'status' | 'failure_reason'>): RefundStatus {
  const status = refund.status === 'succeeded' || refund.status === 'failed' || refund.status === 'canceled' ? refund.status : 'pending';
  return { refundId: refund.id, status, failureReason: status === 'failed' || status === 'canceled' ? (refund.failure_reason ?? status) : null };
}
