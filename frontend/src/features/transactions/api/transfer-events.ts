import type { TransactionEvent } from '@/lib/data/transactions';

/** What each event of a transfer's timeline says to the sender; unknown types show as sent. */
const EVENT_LABELS: Record<string, string> = {
  TransferCreated: 'Transfer created',
  PaymentSubmitted: 'Payment submitted',
  PaymentDeclined: 'Payment declined',
  PaymentProcessing: 'Bank debit in progress',
  PaymentSucceeded: 'Payment received',
  PaymentFailed: 'Payment failed',
  PayoutDispatched: 'Payout sent to recipient',
  PayoutFailed: 'Payout could not be delivered',
  PaymentRefunded: 'Payment refunded',
  TransferCompleted: 'Delivered',
  TransferCancelled: 'Cancelled',
};

/** Events whose reason the sender should read (why the card was declined...). */
const EVENTS_WITH_REASON = new Set(['PaymentDeclined', 'PaymentFailed', 'PayoutFailed', 'TransferCancelled']);

export function eventLabel(type: string): string {
  return EVENT_LABELS[type] ?? type;
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
