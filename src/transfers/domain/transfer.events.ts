/** Everything that happens to a transfer, in the order it happened. Stored in `transfer_events`. */
export type TransferEvent =
  | { type: 'TransferCreated'; amount: string; totalAmount: string; recipientAmount: string; currencyCode: string; rate: string }
  | { type: 'PaymentSubmitted'; paymentIntentId: string; attempt: number }
  | { type: 'PaymentDeclined'; reason: string; attempt: number; paymentIntentId: string | null }
  | { type: 'PaymentProcessing'; paymentIntentId: string }
  | { type: 'PaymentSucceeded'; paymentIntentId: string }
  | { type: 'PaymentFailed'; reason: string; paymentIntentId: string }
  | { type: 'PayoutDispatched'; payoutId: string }
  | { type: 'PayoutFailed'; payoutId: string; reason: string }
  | { type: 'PaymentRefunded'; refundId: string; amount: string }
  | { type: 'TransferCompleted' }
  | { type: 'TransferCancelled'; reason: string };

export type TransferEventType = TransferEvent['type'];

/** An event as it was recorded: what happened and when. */
export interface RecordedTransferEvent {
  sequence: number;
  occurredAt: Date;
  event: TransferEvent;
}
