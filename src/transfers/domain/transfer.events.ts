/** Everything that happens to a transfer, in the order it happened. Stored in `transfer_events`. */
export type TransferEvent =
  | { type: 'TransferCreated'; amount: string; totalAmount: string; recipientAmount: string; currencyCode: string; rate: string }
  | { type: 'PaymentSubmitted'; paymentIntentId: string; attempt: number }
  | { type: 'PaymentDeclined'; reason: string; attempt: number; paymentIntentId: string | null }
  | { type: 'PaymentProcessing'; paymentIntentId: string }
  | { type: 'PaymentSucceeded'; paymentIntentId: string }
  | { type: 'PaymentFailed'; reason: string; paymentIntentId: string }
  /** `rail`: the partner paying it (absent on transfers paid before there were several). */
  | { type: 'PayoutDispatched'; payoutId: string; rail?: string }
  /** Cash pickup: the money waits at an agent under `pickupCode`, which the sender passes on. */
  | { type: 'ReadyForPickup'; pickupCode: string }
  /** The partner delivered the money; `receipt` is its reference (M-Pesa receipt, MoMo financial transaction id). */
  | { type: 'PayoutDelivered'; receipt: string }
  /** `code`: the reason in the sender's terms (absent on older transfers); `reason`: the partner's words. */
  | { type: 'PayoutFailed'; payoutId: string; reason: string; code?: string }
  | { type: 'PaymentRefunded'; refundId: string; amount: string }
  /** The provider will not make the refund (`reason`: its words); a person takes it up. */
  | { type: 'RefundRefused'; reason: string }
  | { type: 'TransferCompleted' }
  | { type: 'TransferCancelled'; reason: string };

export type TransferEventType = TransferEvent['type'];

/** An event as it was recorded: what happened and when. */
export interface RecordedTransferEvent {
  sequence: number;
  occurredAt: Date;
  event: TransferEvent;
}
