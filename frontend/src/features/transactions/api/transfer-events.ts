import { effectiveDeliveryMethod, findDeliveryMethod } from '@/config/delivery-methods';
import type { Transaction, TransactionEvent } from '@/lib/data/transactions';

/** What each event of a transfer's timeline says to the sender; unknown types show as sent. */
const EVENT_LABELS: Record<string, string> = {
  TransferCreated: 'Transfer created',
  PaymentSubmitted: 'Payment submitted',
  PaymentDeclined: 'Payment declined',
  PaymentProcessing: 'Bank debit in progress',
  PaymentSucceeded: 'Payment received',
  PaymentFailed: 'Payment failed',
  PayoutDispatched: 'Payout sent to recipient',
  ReadyForPickup: 'Ready for pickup',
  PayoutDelivered: 'Delivered',
  PayoutFailed: 'Payout could not be delivered',
  PaymentRefunded: 'Payment refunded',
  PayoutRetried: 'Our team is sending the payout again',
  PayoutAbandoned: 'Our team is refunding your payment',
  RefundRefused: 'Refund under review by our team',
  RefundRetried: 'Our team asked for your refund again',
  RefundSettledManually: 'Our team returned your payment',
  DisputeOpened: 'Your bank disputed this payment',
  DisputeUpdated: 'Dispute under review',
  DisputeClosed: 'Dispute closed',
  PaymentReversed: 'Your bank reversed the payment',
  TransferCompleted: 'Transfer completed',
  TransferCancelled: 'Cancelled',
  CancelledBySender: 'You cancelled this transfer; a full refund is on its way',
  ScreeningHeld: 'Under review by our team',
  ScreeningCleared: 'Review complete: you can pay',
  ScreeningRefused: 'Our team could not send this transfer',
};

/** Events whose reason the sender should read (why the card was declined...), under the label. */
const EVENTS_WITH_REASON = new Set(['PaymentDeclined', 'PaymentFailed', 'TransferCancelled']);

/** The transfer an event belongs to: how its recipient is paid names the partner. */
export type EventContext = Pick<Transaction, 'country' | 'deliveryMethod'> & {
  recipientInfo: Pick<Transaction['recipientInfo'], 'bankName'>;
};

function detailText(event: TransactionEvent, key: string): string | undefined {
  const { detail } = event;
  if (typeof detail !== 'object' || detail === null) return undefined;
  const value = (detail as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * "Sent to M-Pesa", "Delivered (receipt SG632NMUAB)", "Payout could not be delivered: <reason>": the event's
 * words for the sender, naming the partner and the receipt where the transfer has them.
 */
export function eventLabel(event: TransactionEvent, context?: EventContext): string {
  switch (event.type) {
    case 'PayoutDispatched': {
      const method = context && findDeliveryMethod(effectiveDeliveryMethod(context.country, context.deliveryMethod));
      if (!method) return EVENT_LABELS.PayoutDispatched!;
      const bankName = context?.recipientInfo.bankName;
      return method.value === 'bank_account' && bankName ? `Sent to ${bankName}` : method.dispatchedLabel;
    }
    case 'PayoutDelivered': {
      const receipt = detailText(event, 'receipt');
      return receipt ? `Delivered (receipt ${receipt})` : 'Delivered';
    }
    case 'PayoutFailed': {
      const reason = detailText(event, 'reason') ?? (typeof event.detail === 'string' ? event.detail.trim() : '');
      return reason ? `Payout could not be delivered: ${reason}` : 'Payout could not be delivered';
    }
    default:
      return EVENT_LABELS[event.type] ?? event.type;
  }
}

/** The reason given with a decline, failure or cancellation: `detail` as text, or its `reason`. */
export function eventReason(event: TransactionEvent): string | undefined {
  if (!EVENTS_WITH_REASON.has(event.type)) return undefined;
  const { detail } = event;
  if (typeof detail === 'string') return detail.trim() || undefined;
  if (typeof detail === 'object' && detail !== null) {
    for (const key of ['reason', 'message'] as const) {
      const value = (detail as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
  }
  return undefined;
}

/** Oldest first, as the server sends them; equal times keep the server's order. */
export function chronological(events: readonly TransactionEvent[]): TransactionEvent[] {
  return events
    .map((event, index) => ({ event, index, time: new Date(event.occurredAt).getTime() }))
    .sort((a, b) => (Number.isNaN(a.time) || Number.isNaN(b.time) ? 0 : a.time - b.time) || a.index - b.index)
    .map(({ event }) => event);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Jan 5, 2025, 10:30 AM"; an unparseable value shows an em dash. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormat.format(date);
}
