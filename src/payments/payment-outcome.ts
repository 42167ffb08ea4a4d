import type { DisputeFacts } from '../shared/domain/dispute.js';
import type { PaymentState } from './payment-gateway.port.js';

/** What a provider event says about a payment, in our terms. */
export type PaymentOutcome =
  | { kind: 'succeeded'; transferId: string; paymentIntentId: string }
  | { kind: 'processing'; transferId: string; paymentIntentId: string }
  | { kind: 'failed'; transferId: string; paymentIntentId: string; reason: string }
  /** A dispute of a payment, as the provider last described it; it names the payment, not our transfer. */
  | { kind: 'dispute'; paymentIntentId: string; dispute: DisputeFacts }
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
