import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '../../shared/domain/delivery-method.js';
import type { TransferEvent } from '../../transfers/domain/transfer.events.js';

const method = (name: string | undefined) => (name && name in DELIVERY_METHOD_LABELS ? DELIVERY_METHOD_LABELS[name as DeliveryMethod] : (name ?? 'unknown method'));
const words = (code: string) => code.replace(/_/g, ' ');

/** One line of a transfer's timeline as the operator reads it: everything, the partners' and provider's own words included. */
export function describeForOperator(event: TransferEvent): string {
  switch (event.type) {
    case 'TransferCreated':
      return `Created: $${event.amount} (total $${event.totalAmount}) for ${event.recipientAmount} ${event.currencyCode} at ${event.rate}`;
    case 'PaymentSubmitted':
      return `Payment attempt ${event.attempt} submitted (${event.paymentIntentId})`;
    case 'PaymentDeclined':
      return `Payment attempt ${event.attempt} declined: ${event.reason}`;
    case 'PaymentProcessing':
      return `Bank debit in flight (${event.paymentIntentId})`;
    case 'PaymentSucceeded':
      return `Payment succeeded (${event.paymentIntentId})`;
    case 'PaymentFailed':
      return `Payment failed after it was accepted: ${event.reason}`;
    case 'PayoutDispatched':
      return `Payout sent${event.rail ? ` through ${event.rail}` : ''} (${event.payoutId})`;
    case 'ReadyForPickup':
      return `Ready for pickup (code ${event.pickupCode})`;
    case 'PayoutDelivered':
      return `Delivered (receipt ${event.receipt})`;
    case 'PayoutFailed':
      return `Payout failed${event.code ? ` (${words(event.code)})` : ''}: ${event.reason}`;
    case 'PayoutRetried':
      return `Operator retried the payout by ${method(event.method)} (attempt ${event.attempt})`;
    case 'PayoutAbandoned':
      return 'Operator stopped the payout; the sender is refunded';
    case 'PaymentRefunded':
      return `Refunded $${event.amount} (${event.refundId})`;
    case 'RefundRefused':
      return `The provider refused the refund: ${event.reason}`;
    case 'RefundRetried':
      return 'Operator asked for the refund again';
    case 'RefundSettledManually':
      return `Operator recorded the sender paid back outside the provider: ${event.note}`;
    case 'DisputeOpened':
      return `Dispute ${event.disputeId} opened: ${words(event.reason)}, $${event.amount} (${words(event.status)})`;
    case 'DisputeUpdated':
      return `Dispute ${event.disputeId} is now ${words(event.status)}`;
    case 'DisputeClosed':
      return `Dispute ${event.disputeId} closed: ${words(event.status)}`;
    case 'PaymentReversed':
      return `The bank returned $${event.amount} to the sender (dispute ${event.disputeId} lost); nothing is sent`;
    case 'TransferCompleted':
      return 'Completed';
    case 'TransferCancelled':
      return `Cancelled: ${event.reason}`;
    case 'ScreeningHeld':
      return `Held by sanctions screening: ${event.matches.map((m) => `${m.party} likely ${m.listedName} (SDN ${m.entNum}, score ${m.score})`).join('; ')}`;
    case 'ScreeningCleared':
      return 'Operator released it after sanctions screening; the sender may pay';
    case 'ScreeningRefused':
      return 'Operator refused it after sanctions screening; nothing was charged';
    case 'CancelledBySender':
      return 'The sender cancelled the paid transfer; the whole total is refunded';
    default: {
      const unknown: never = event;
      return `Unknown event ${(unknown as { type: string }).type}`;
    }
  }
}
