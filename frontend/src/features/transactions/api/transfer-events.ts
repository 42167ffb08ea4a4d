import { effectiveDeliveryMethod, payoutPartner } from '@/config/delivery-methods';
import { formatMoney } from '@/lib/format-money';
import type { PayoutAttempt, Transaction, TransactionEvent } from '@/lib/data/transactions';
import { m, type MessageId, type Say } from '@/lib/i18n/messages';

export type { Say };

/**
 * Every event type the server records for a transfer (src/transfers/domain/transfer.events.ts).
 * A new one goes here, and then needs its words in EVENT_LABELS: the test checks both.
 */
export const TRANSFER_EVENT_TYPES = [
  'TransferCreated',
  'PaymentSubmitted',
  'PaymentDeclined',
  'PaymentProcessing',
  'PaymentSucceeded',
  'PaymentFailed',
  'PayoutRequested',
  'PayoutDispatched',
  'ReadyForPickup',
  'PayoutDelivered',
  'PayoutFailed',
  'PayoutAwaitingFloat',
  'PayoutReversed',
  'LatePayoutDelivered',
  'PayoutCancelledAtPartner',
  'PayoutHeld',
  'PayoutHoldReleased',
  'PayoutRetried',
  'PayoutAbandoned',
  'RefundRequested',
  'PaymentRefunded',
  'RefundFailed',
  'OrphanPaymentReceived',
  'OrphanPaymentRefunded',
  'PaymentFailedAfterPayout',
  'RefundRefused',
  'RefundRetried',
  'RefundSettledManually',
  'DisputeOpened',
  'DisputeUpdated',
  'DisputeClosed',
  'PaymentReversed',
  'TransferCompleted',
  'TransferCancelled',
  'ScreeningHeld',
  'ScreeningCleared',
  'ScreeningRefused',
  'CancelledBySender',
] as const;

export type TransferEventType = (typeof TRANSFER_EVENT_TYPES)[number];

/**
 * What each event of a transfer's timeline says to the sender when its detail adds nothing
 * (`eventLabel` names the partner, the receipt or the amount where it can), as message ids;
 * unknown types show as sent.
 */
export const EVENT_LABELS: Record<TransferEventType, MessageId> = {
  TransferCreated: m('timeline.transferCreated'),
  PaymentSubmitted: m('timeline.paymentSubmitted'),
  PaymentDeclined: m('timeline.paymentDeclined'),
  PaymentProcessing: m('timeline.paymentProcessing'),
  PaymentSucceeded: m('timeline.paymentSucceeded'),
  PaymentFailed: m('timeline.paymentFailed'),
  PayoutRequested: m('timeline.payoutRequested'),
  PayoutDispatched: m('timeline.payoutDispatched'),
  ReadyForPickup: m('timeline.readyForPickup'),
  PayoutDelivered: m('timeline.payoutDelivered'),
  PayoutFailed: m('timeline.payoutFailed'),
  PayoutAwaitingFloat: m('timeline.payoutAwaitingFloat'),
  PayoutReversed: m('timeline.payoutReversed'),
  LatePayoutDelivered: m('timeline.latePayoutDelivered'),
  PayoutCancelledAtPartner: m('timeline.payoutCancelledAtPartner'),
  PayoutHeld: m('timeline.payoutHeld'),
  PayoutHoldReleased: m('timeline.payoutHoldReleased'),
  PayoutRetried: m('timeline.payoutRetried'),
  PayoutAbandoned: m('timeline.payoutAbandoned'),
  RefundRequested: m('timeline.refundRequested'),
  PaymentRefunded: m('timeline.paymentRefunded'),
  RefundFailed: m('timeline.refundFailed'),
  OrphanPaymentReceived: m('timeline.orphanPaymentReceived'),
  OrphanPaymentRefunded: m('timeline.orphanPaymentRefunded'),
  PaymentFailedAfterPayout: m('timeline.paymentFailedAfterPayout'),
  RefundRefused: m('timeline.refundRefused'),
  RefundRetried: m('timeline.refundRetried'),
  RefundSettledManually: m('timeline.refundSettledManually'),
  DisputeOpened: m('timeline.disputeOpened'),
  DisputeUpdated: m('timeline.disputeUpdated'),
  DisputeClosed: m('timeline.disputeClosed'),
  PaymentReversed: m('timeline.paymentReversed'),
  TransferCompleted: m('timeline.transferCompleted'),
  TransferCancelled: m('timeline.transferCancelled'),
  CancelledBySender: m('timeline.cancelledBySender'),
  ScreeningHeld: m('timeline.screeningHeld'),
  ScreeningCleared: m('timeline.screeningCleared'),
  ScreeningRefused: m('timeline.screeningRefused'),
};

function isKnownType(type: string): type is TransferEventType {
  return Object.hasOwn(EVENT_LABELS, type);
}

/** Events whose reason the sender should read (why the card was declined...), under the label. */
const EVENTS_WITH_REASON = new Set<TransferEventType>([
  'PaymentDeclined',
  'PaymentFailed',
  'PaymentFailedAfterPayout',
  'TransferCancelled',
]);

/**
 * The transfer an event belongs to: how its recipient is paid names the partner, and its payout
 * attempts name the partner of a retry that went another way.
 */
export type EventContext = Pick<Transaction, 'country' | 'deliveryMethod'> & {
  recipientInfo: Pick<Transaction['recipientInfo'], 'bankName'>;
  payoutAttempts?: readonly Pick<PayoutAttempt, 'attempt' | 'method' | 'bankName'>[];
};

function detailValue(event: TransactionEvent, key: string): unknown {
  const { detail } = event;
  if (typeof detail !== 'object' || detail === null) return undefined;
  return (detail as Record<string, unknown>)[key];
}

function detailText(event: TransactionEvent, key: string): string | undefined {
  const value = detailValue(event, key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** "$109.00" from the detail's `amount` (a decimal string or a number), if it has one. */
function detailAmount(event: TransactionEvent): string | undefined {
  const value = detailValue(event, 'amount');
  if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) return formatMoney(value);
  return undefined;
}

/**
 * "M-Pesa", "Commercial Bank of Ethiopia": who the event's payout attempt went to. The attempt
 * in the event's detail names it (a retry may use another method); else the transfer's own method.
 */
function eventPartner(event: TransactionEvent, context: EventContext | undefined, say: Say): string | undefined {
  if (!context) return undefined;
  const number = detailValue(event, 'attempt');
  const attempt = context.payoutAttempts?.find((candidate) => candidate.attempt === number);
  if (attempt) return payoutPartner(attempt.method, attempt.bankName, say);
  return payoutPartner(effectiveDeliveryMethod(context.country, context.deliveryMethod), context.recipientInfo.bankName, say);
}

/**
 * "Sending to M-Pesa", "Sent to M-Pesa", "Delivered (receipt SG632NMUAB)", "Payout could not be
 * delivered: <reason>": the event's words for the sender, naming the partner, the receipt and the
 * amount where the transfer has them.
 */
export function eventLabel(event: TransactionEvent, say: Say, context?: EventContext): string {
  if (!isKnownType(event.type)) return event.type;
  const type = event.type;
  switch (type) {
    case 'PayoutRequested': {
      const partner = eventPartner(event, context, say);
      return partner ? say('timeline.sendingTo', { partner }) : say(EVENT_LABELS.PayoutRequested);
    }
    // The partner accepted the payout: the money has left us and is with them.
    case 'PayoutDispatched': {
      const partner = eventPartner(event, context, say);
      return partner ? say('timeline.sentTo', { partner }) : say(EVENT_LABELS.PayoutDispatched);
    }
    // The sender cancelled, and the partner confirmed nothing was paid.
    case 'PayoutCancelledAtPartner': {
      const partner = eventPartner(event, context, say);
      return partner ? say('timeline.stoppedAt', { partner }) : say(EVENT_LABELS.PayoutCancelledAtPartner);
    }
    case 'PayoutDelivered': {
      const receipt = detailText(event, 'receipt');
      return receipt ? say('timeline.deliveredReceipt', { receipt }) : say(EVENT_LABELS.PayoutDelivered);
    }
    case 'PayoutFailed': {
      const reason = detailText(event, 'reason') ?? (typeof event.detail === 'string' ? event.detail.trim() : '');
      return reason ? say('timeline.payoutFailedReason', { reason }) : say(EVENT_LABELS.PayoutFailed);
    }
    case 'RefundRequested': {
      const amount = detailAmount(event);
      return amount ? say('timeline.refundOfRequested', { amount }) : say(EVENT_LABELS.RefundRequested);
    }
    case 'OrphanPaymentReceived': {
      const amount = detailAmount(event);
      return amount ? say('timeline.orphanPaymentOfReceived', { amount }) : say(EVENT_LABELS.OrphanPaymentReceived);
    }
    case 'OrphanPaymentRefunded': {
      const amount = detailAmount(event);
      return amount ? say('timeline.orphanPaymentOfRefunded', { amount }) : say(EVENT_LABELS.OrphanPaymentRefunded);
    }
    default:
      return say(EVENT_LABELS[type]);
  }
}

/** The reason given with a decline, failure or cancellation: `detail` as text, or its `reason`. */
export function eventReason(event: TransactionEvent): string | undefined {
  if (!isKnownType(event.type) || !EVENTS_WITH_REASON.has(event.type)) return undefined;
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

/** "Jan 5, 2025, 10:30 AM EST", with its time zone (issue #29); an unparseable value shows an em dash. */
export { formatDateTime } from '@/lib/format-date';
