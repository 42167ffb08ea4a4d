import type { TransferEvent } from './transfer.events.js';
import type { TransferStatus } from './transfer-status.js';

/** The status a transfer's event history leads to. Its stored status must always equal this. */
export function replayStatus(events: readonly TransferEvent[]): TransferStatus {
  let status: TransferStatus = 'pending';
  for (const event of events) status = evolve(status, event);
  return status;
}

export function evolve(status: TransferStatus, event: TransferEvent): TransferStatus {
  switch (event.type) {
    case 'TransferCreated':
      return 'pending';
    case 'PaymentSubmitted':
    case 'PaymentDeclined':
      return status;
    case 'PaymentProcessing':
    case 'PaymentSucceeded':
      return 'processing';
    case 'PaymentFailed':
    case 'PayoutAbandoned':
    case 'PaymentReversed':
      return 'failed';
    case 'PayoutReversed':
      return event.reopens && status === 'completed' ? 'processing' : status;
    case 'PayoutRequested':
    case 'LatePayoutDelivered':
    case 'PayoutHeld':
    case 'PayoutCancelledAtPartner':
    case 'PayoutHoldReleased':
    case 'RefundRequested':
    case 'RefundFailed':
    case 'OrphanPaymentReceived':
    case 'OrphanPaymentRefunded':
    case 'PaymentFailedAfterPayout':
    case 'PayoutDispatched':
    case 'ReadyForPickup':
    case 'PayoutDelivered':
    case 'PayoutFailed':
    case 'PayoutAwaitingFloat':
    case 'PayoutRetried':
    case 'PaymentRefunded':
    case 'RefundRefused':
    case 'RefundRetried':
    case 'RefundSettledManually':
    case 'DisputeOpened':
    case 'DisputeUpdated':
    case 'DisputeClosed':
    case 'ScreeningHeld':
    case 'ScreeningCleared':
    case 'ScreeningRefused':
      return status;
    case 'TransferCompleted':
      return 'completed';
    case 'TransferCancelled':
    case 'CancelledBySender':
      return 'cancelled';
    default: {
      const unhandled: never = event;
      throw new Error(`Unknown transfer event ${JSON.stringify(unhandled)}`);
    }
  }
}
