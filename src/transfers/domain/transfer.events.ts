/** Everything that happens to a transfer, in the order it happened. Stored in `transfer_events`. */
export type TransferEvent =
  | {
      type: 'TransferCreated';
      amount: string;
      totalAmount: string;
      recipientAmount: string;
      currencyCode: string;
      rate: string;
      /** The partner's registered name for the account, the sender confirmed as their recipient although it differs from the typed one. */
      confirmedRegisteredName?: string;
    }
  | { type: 'PaymentSubmitted'; paymentIntentId: string; attempt: number }
  | { type: 'PaymentDeclined'; reason: string; attempt: number; paymentIntentId: string | null }
  | { type: 'PaymentProcessing'; paymentIntentId: string }
  | { type: 'PaymentSucceeded'; paymentIntentId: string }
  | { type: 'PaymentFailed'; reason: string; paymentIntentId: string }
  /**
   * A payout attempt was written (`attempt`, our `reference` at the partner) before the partner
   * was called: from here the money may be with the partner, whatever we hear or do not hear.
   * `costRate`: what the local currency cost us then (local units per USD, the float's rate or
   * the partner's last quoted one), when known: the FX spread is booked from it on delivery
   * unless the partner's own figure for this payout arrives (`PayoutDispatched.cost`).
   */
  | { type: 'PayoutRequested'; attempt: number; reference: string; rail: string; costRate?: string }
  /**
   * The partner took the payout (`payoutId`: its id). `rail`: absent on transfers paid before
   * there were several. `cost`: the partner's price of this payout when it quotes one (Thunes):
   * the USD it takes for the local amount, its fee, and its wholesale rate.
   */
  | { type: 'PayoutDispatched'; payoutId: string; rail?: string; attempt?: number; cost?: PayoutCost }
  /** Cash pickup: the money waits at an agent under `pickupCode`, which the sender passes on. */
  | { type: 'ReadyForPickup'; pickupCode: string }
  /** The partner delivered the money; `receipt` is its reference (M-Pesa receipt, MoMo financial transaction id). */
  | { type: 'PayoutDelivered'; receipt: string; attempt?: number }
  /**
   * The partner could not deliver this payout: it waits for an operator, who retries it
   * (the same or another delivery method) or refunds the sender. `code`: the reason in the
   * sender's terms (absent on older transfers); `reason`: the partner's words.
   */
  | { type: 'PayoutFailed'; payoutId: string; reason: string; code?: string }
  /**
   * The partner refused payout attempt `attempt` for want of our prefunded balance there: nothing
   * was paid, the transfer does not fail (the sender sees it on its way), and the payout waits for
   * a top-up of the rail's float, then goes again as attempt `attempt + 1`.
   */
  | { type: 'PayoutAwaitingFloat'; attempt: number; rail: string; reason: string }
  /**
   * The partner took back a delivered payout (`reopens`: it was the payout that completed the
   * transfer, which waits for an operator again: retry or refund).
   */
  | { type: 'PayoutReversed'; attempt: number; reason: string; reopens: boolean }
  /**
   * An attempt delivered after its transfer went another way: another attempt had paid
   * (`paid_twice`) or the transfer was failed or cancelled (`after_refund`). An operator item holds the evidence.
   */
  | { type: 'LatePayoutDelivered'; attempt: number; receipt: string; context: 'paid_twice' | 'after_refund' }
  /** The partner cancelled the attempt at our request (the sender cancels): nothing was paid. */
  | { type: 'PayoutCancelledAtPartner'; attempt: number }
  /** The payout is held for an operator before anything went to a partner (the sender is suspended). */
  | { type: 'PayoutHeld'; reason: PayoutHoldReason }
  /** An operator released a held payout: it goes to the partner now. */
  | { type: 'PayoutHoldReleased' }
  /** An operator sends the failed payout again as attempt `attempt`, by `method`. */
  | { type: 'PayoutRetried'; attempt: number; method: string }
  /** An operator gave up on delivering the failed payout: the transfer fails and the sender is refunded. */
  | { type: 'PayoutAbandoned' }
  /** A refund record was written (`refundId`: ours) before the provider was asked. */
  | { type: 'RefundRequested'; refundId: string; amount: string; attempt: number }
  /** The provider refunded the sender (`refundId`: the provider's refund id). */
  | { type: 'PaymentRefunded'; refundId: string; amount: string }
  /** The provider reported the refund failed after accepting it (`refundId`: its id): a person takes it up. */
  | { type: 'RefundFailed'; refundId: string | null; reason: string }
  /** A payment succeeded for this transfer when it could no longer be paid (expired, cancelled, failed, or paid already): it is refunded. */
  | { type: 'OrphanPaymentReceived'; paymentIntentId: string; amount: string }
  /** The orphan payment went back to the sender. */
  | { type: 'OrphanPaymentRefunded'; paymentIntentId: string; refundId: string; amount: string }
  /** An ACH debit that had succeeded was returned after the payout went: the sender owes the total (an operator item). */
  | { type: 'PaymentFailedAfterPayout'; paymentIntentId: string; reason: string }
  /** The provider will not make the refund (`reason`: its words); a person takes it up. */
  | { type: 'RefundRefused'; reason: string }
  /** An operator asks the provider for the refused refund again. */
  | { type: 'RefundRetried' }
  /** An operator paid the sender back outside the provider (`note`: how). */
  | { type: 'RefundSettledManually'; note: string }
  /** The sender's bank disputes the payment (a chargeback, an inquiry, or an ACH return claim). */
  | { type: 'DisputeOpened'; disputeId: string; reason: string; amount: string; status: string }
  /** The dispute moved on while still open (evidence under review, inquiry became a chargeback). */
  | { type: 'DisputeUpdated'; disputeId: string; status: string }
  /** The dispute ended: `won` or `warning_closed` keep the money with us; `lost` gave it back to the sender. */
  | { type: 'DisputeClosed'; disputeId: string; status: string }
  /** A dispute was lost before the payout was sent: the bank returned the money, so nothing is sent. */
  | { type: 'PaymentReversed'; disputeId: string; amount: string }
  | { type: 'TransferCompleted' }
  /** `paymentIntentId`: a payment left confirmable (after a decline) that is cancelled at the provider too. */
  | { type: 'TransferCancelled'; reason: string; paymentIntentId?: string }
  /**
   * Sanctions screening holds the transfer: nothing may be charged until it is released
   * (`ScreeningCleared`) or refused (`ScreeningRefused`, then `TransferCancelled`). `reason`:
   * a name likely on the SDN list (`matches`), or no list loaded to screen against (`no_list`,
   * where production fails closed: screened again once one loads). Events recorded before
   * no-list holds have no `reason`: they are likely matches (see `screeningHoldReasonOf`).
   */
  | { type: 'ScreeningHeld'; matches: ScreeningMatchSummary[]; reason?: ScreeningHoldReason }
  /** Released: by an operator, or by the `system` when a list loaded and found no name on it. */
  | { type: 'ScreeningCleared'; by: 'operator' | 'system' }
  | { type: 'ScreeningRefused' }
  /** The sender cancelled the paid transfer within the cancellation window, before its payout went: the whole total is refunded. */
  | { type: 'CancelledBySender' };

/** Why screening holds a transfer: a name likely on the SDN list, or no list loaded to screen against. */
export type ScreeningHoldReason = 'likely_match' | 'no_list';

/** Whose name was screened: the sender's, the typed recipient's, or the holder the payout partner names for the account. */
export type ScreenedParty = 'sender' | 'recipient' | 'account_holder';

/** A hold's reason; a hold recorded before there were reasons was a likely match. */
export function screeningHoldReasonOf(event: { reason?: ScreeningHoldReason }): ScreeningHoldReason {
  return event.reason ?? 'likely_match';
}

/** A name screened at creation and the listed entry it likely is (the operator's queue shows the whole screening). */
export interface ScreeningMatchSummary {
  party: ScreenedParty;
  entNum: number;
  listedName: string;
  score: number;
}

export type TransferEventType = TransferEvent['type'];

/** An event as it was recorded: what happened and when. */
export interface RecordedTransferEvent {
  sequence: number;
  occurredAt: Date;
  event: TransferEvent;
}

/** A partner's price of one payout (decimal strings): USD for the local amount at its `rate`, and its own `fee` in USD. */
export interface PayoutCost {
  usd: string;
  fee: string;
  rate: string;
}

/** Why a paid transfer's payout waits for an operator: its sender is suspended, or a compliance case holds it (issue #26). */
export type PayoutHoldReason = 'sender_suspended' | 'compliance_review';
