import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '../../shared/domain/delivery-method.js';
import { screeningHoldReasonOf, type TransferEvent } from '../../transfers/domain/transfer.events.js';
import { NO_SANCTIONS_LIST } from './attention-item.view.js';

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
    case 'PayoutRequested':
      return `Payout attempt ${event.attempt} requested from ${event.rail} (reference ${event.reference})`;
    case 'PayoutDispatched':
      return `Payout${event.attempt ? ` attempt ${event.attempt}` : ''} accepted${event.rail ? ` by ${event.rail}` : ''} (${event.payoutId})`;
    case 'PayoutReversed':
      return `The partner reversed payout attempt ${event.attempt}: ${event.reason}${event.reopens ? '; the transfer waits for an operator again' : ''}`;
    case 'LatePayoutDelivered':
      return `Payout attempt ${event.attempt} delivered late (receipt ${event.receipt}): ${event.context === 'paid_twice' ? 'PAID TWICE' : 'paid after the transfer failed or was cancelled'}; see the alert`;
    case 'PayoutCancelledAtPartner':
      return `The partner cancelled payout attempt ${event.attempt} at the sender's request`;
    case 'PayoutHeld':
      return `Payout held for an operator: ${words(event.reason)}`;
    case 'PayoutHoldReleased':
      return 'Operator released the held payout';
    case 'RefundRequested':
      return `Refund ${event.attempt} of $${event.amount} requested (record ${event.refundId})`;
    case 'RefundFailed':
      return `The refund${event.refundId ? ` ${event.refundId}` : ''} failed at the provider: ${event.reason}`;
    case 'OrphanPaymentReceived':
      return `Payment ${event.paymentIntentId} of $${event.amount} succeeded for a transfer that could not use it; refunding it`;
    case 'OrphanPaymentRefunded':
      return `Orphan payment ${event.paymentIntentId} refunded: $${event.amount} (${event.refundId})`;
    case 'PaymentFailedAfterPayout':
      return `The bank debit ${event.paymentIntentId} was returned after the payout went (${event.reason}): the sender owes the total`;
    case 'ReadyForPickup':
      return `Ready for pickup (code ${event.pickupCode})`;
    case 'PayoutDelivered':
      return `Delivered (receipt ${event.receipt})`;
    case 'PayoutFailed':
      return `Payout failed${event.code ? ` (${words(event.code)})` : ''}: ${event.reason}`;
    case 'PayoutAwaitingFloat':
      return `${event.rail} refused payout attempt ${event.attempt} for want of our prefunded balance (${event.reason}); the rail is paused and the payout goes again after a top-up`;
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
      if (screeningHoldReasonOf(event) === 'no_list') return `Held by sanctions screening: ${NO_SANCTIONS_LIST}`;
      return `Held by sanctions screening: ${event.matches.map((m) => `${m.party.replace('_', ' ')} likely ${m.listedName} (SDN ${m.entNum}, score ${m.score})`).join('; ')}`;
    case 'ScreeningCleared':
      return event.by === 'system'
        ? 'Released automatically: a sanctions list loaded and no name is likely on it; the sender may pay'
        : 'Operator released it after sanctions screening; the sender may pay';
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
