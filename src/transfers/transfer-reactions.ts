import type { JobName, JobPayloads } from '../queues/job-catalog.js';
import type { TransferEvent } from './domain/transfer.events.js';
import type { Transfer } from './domain/transfer.js';

export type FollowUpJob = { [N in JobName]: { name: N; payload: JobPayloads[N] } }[JobName];

/**
 * Work an event calls for beside its main follow-up (`followUpJob`): a paid transfer's
 * receipt goes to the sender while its payout goes to the partner, and the card the sender
 * asked to keep while its 3-D Secure check was pending is saved.
 */
export function sideJobs(transfer: Pick<Transfer, 'id' | 'userId' | 'paidCardToKeep'>, event: TransferEvent): FollowUpJob[] {
  if (event.type !== 'PaymentSucceeded') return [];
  const receipt: FollowUpJob = { name: 'transfers.notify-sender', payload: { transferId: transfer.id, outcome: 'receipt' } };
  const card = transfer.paidCardToKeep();
  return card ? [receipt, { name: 'payment-methods.keep-paid-card', payload: { userId: transfer.userId, paymentMethodId: card } }] : [receipt];
}

/** The background work an event calls for; queued through the outbox in the same transaction. */
export function followUpJob(transferId: string, event: TransferEvent): FollowUpJob | null {
  switch (event.type) {
    case 'PaymentSucceeded':
    case 'PayoutRetried':
    case 'PayoutHoldReleased':
    // A closed dispute may release a payout it held; dispatching a payout that may not go does nothing.
    case 'DisputeClosed':
      return { name: 'transfers.dispatch-payout', payload: { transferId } };
    case 'TransferCompleted':
      return { name: 'transfers.notify-sender', payload: { transferId, outcome: 'completed' } };
    case 'PaymentFailed':
    case 'PaymentRefunded':
    case 'RefundSettledManually':
    case 'PaymentReversed':
      return { name: 'transfers.notify-sender', payload: { transferId, outcome: 'failed' } };
    case 'RefundRefused':
      return { name: 'transfers.notify-sender', payload: { transferId, outcome: 'refund_review' } };
    case 'PayoutFailed':
      return { name: 'transfers.notify-sender', payload: { transferId, outcome: 'payout_delayed' } };
    case 'ScreeningCleared':
      return { name: 'transfers.notify-sender', payload: { transferId, outcome: 'screening_cleared' } };
    case 'ScreeningRefused':
      return { name: 'transfers.notify-sender', payload: { transferId, outcome: 'screening_refused' } };
    case 'PayoutAbandoned':
    case 'RefundRetried':
    case 'CancelledBySender':
    case 'OrphanPaymentReceived':
      return { name: 'transfers.refund-payment', payload: { transferId } };
    case 'RefundFailed':
      return { name: 'transfers.notify-sender', payload: { transferId, outcome: 'refund_review' } };
    case 'PayoutReversed':
      return event.reopens ? { name: 'transfers.notify-sender', payload: { transferId, outcome: 'payout_delayed' } } : null;
    case 'TransferCancelled':
      return event.paymentIntentId ? { name: 'transfers.cancel-payment', payload: { transferId, paymentIntentId: event.paymentIntentId } } : null;
    case 'PayoutDelivered':
      return { name: 'transfers.notify-recipient', payload: { transferId, news: 'delivered' } };
    case 'ReadyForPickup':
      return { name: 'transfers.notify-recipient', payload: { transferId, news: 'ready_for_pickup' } };
    default:
      return null;
  }
}
