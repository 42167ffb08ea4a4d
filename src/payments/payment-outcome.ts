import type { DisputeFacts } from '../shared/domain/dispute.js';
import type { PaymentState, RefundStatus } from './payment-gateway.port.js';

/** What a provider event says about a payment, in our terms. */
export type PaymentOutcome =
  /** `amountMinor`: what the provider received, in cents, when the event says. */
  | { kind: 'succeeded'; transferId: string; paymentIntentId: string; amountMinor?: bigint }
  | { kind: 'processing'; transferId: string; paymentIntentId: string }
  | { kind: 'failed'; transferId: string; paymentIntentId: string; reason: string }
  /** A dispute of a payment, as the provider last described it; it names the payment, not our transfer. */
  | { kind: 'dispute'; paymentIntentId: string; dispute: DisputeFacts }
  /** A refund as the provider describes it now; `refund` names it by the provider's id and, when it carries it, our record's. */
  | { kind: 'refund'; refund: { providerRefundId: string; refundRecordId: string | null }; status: RefundStatus }
  | { kind: 'irrelevant' };

/** What the provider answered when asked about a payment, as the outcome its webhook would have carried. */
export function outcomeOfPaymentState(
  transferId: string,
  paymentIntentId: string,
  answer: PaymentState,
): PaymentOutcome {
  switch (answer.state) {
    case 'succeeded':
    case 'processing':
      return { kind: answer.state, transferId, paymentIntentId };
    case 'failed':
      return { kind: 'failed', transferId, paymentIntentId, reason: answer.reason };
    default:
      return { kind: 'irrelevant' };
  }
}
