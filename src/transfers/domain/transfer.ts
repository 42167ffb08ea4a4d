import { randomBytes, randomUUID } from 'node:crypto';
import type { Country } from '../../shared/domain/country.js';
import type { Quote } from '../../shared/domain/fees.js';
import { Money, type Currency } from '../../shared/domain/money.js';
import { Rate } from '../../shared/domain/rate.js';
import { newTransferReference } from './transfer-reference.js';
import type { DeliveryMethod, PayoutDestination } from '../../shared/domain/delivery-method.js';
import type { RecipientInfo, SenderInfo } from './party.js';
import { evolve } from './replay-status.js';
import type { PayoutCost, PayoutHoldReason, RecordedTransferEvent, ScreeningHoldReason, ScreeningMatchSummary, TransferEvent } from './transfer.events.js';
import {
  cancelledAndRefundedReason,
  cancelledBySenderReason,
  CHECKOUT_EXPIRED,
  SCREENING_REFUSED,
  PAYMENT_REVERSED,
  payoutFailedReason,
  payoutOnHoldReason,
  REFUND_UNDER_REVIEW,
  refundedByOperatorReason,
  refundedReason,
} from './failure-reasons.js';
import { isLostDispute, type DisputeFacts } from '../../shared/domain/dispute.js';
import {
  CheckoutExpiredError,
  InvalidTransferTransitionError,
  TransferLockedError,
  TransferNotCancellableError,
  TransferNotPayableError,
  TransferUnderReviewError,
} from './transfer.errors.js';
import type { PaymentMethodKind, TransferStatus } from './transfer-status.js';

/**
 * A transfer takes no new payment attempt after this many declines: trying card after card
 * on one checkout is how stolen cards are tested. The sender starts a new transfer.
 */
export const MAX_DECLINES_PER_TRANSFER = 3;

export interface NewTransfer {
  userId: number;
  country: Country;
  quote: Quote;
  paymentMethod: PaymentMethodKind;
  sender: SenderInfo;
  recipient: RecipientInfo;
  /** How the recipient is paid; its bank details go into `recipientInfo`. */
  destination: PayoutDestination;
  /** The sender's `Idempotency-Key` for the request that creates it, with a digest of that request. */
  request?: { key: string; digest: string } | null;
}

/** Why a payout failed: a code of the sender's terms with its sentence, and the partner's own words. */
export interface PayoutFailure {
  code: string;
  message: string;
  detail: string;
}

/**
 * One sender's transfer of US dollars to one recipient. It changes only through the named
 * methods below, each checking the transition and recording a typed event; the events
 * are saved with it in one transaction.
 */
export class Transfer {
  id: string;
  userId: number;
  /** The public handle used in checkout URLs. */
  sessionId: string;
  /** The one reference the sender, support and every message use ("7KQM-2XDP"). */
  reference: string;
  country: Country;
  currencyCode: Currency;
  amountMinor: bigint;
  feeMinor: bigint;
  totalMinor: bigint;
  recipientAmountMinor: bigint;
  rate: Rate;
  paymentMethod: PaymentMethodKind;
  status: TransferStatus = 'pending';
  senderInfo: SenderInfo;
  recipientInfo: RecipientInfo;
  deliveryMethod: DeliveryMethod;
  /** The card/ACH provider's payment id (a PaymentIntent), once a payment was submitted. */
  providerTransferId: string | null = null;
  /** Counts payment attempts; the idempotency key of an attempt is stored before the call. */
  paymentAttempt = 0;
  /** Attempts the provider declined; at MAX_DECLINES_PER_TRANSFER the transfer takes no more. */
  paymentDeclines = 0;
  paymentIdempotencyKey: string | null = null;
  /**
   * The card (the provider's payment method id) the sender asked to keep ("Save this card")
   * with the attempt under way, while its payment waits on their 3-D Secure check: it is saved
   * once that payment succeeds, and forgotten when the attempt is declined.
   */
  cardToKeep: string | null = null;
  /** When the provider confirmed the money was taken; an ACH debit in flight has none yet. */
  paymentConfirmedAt: Date | null = null;
  /**
   * The current payout attempt's reference, from the moment the attempt is written (before the
   * partner is called): non-null means the money may be with a partner.
   */
  payoutId: string | null = null;
  /** When the payout was held for an operator before anything went to a partner (the sender was suspended). */
  payoutHeldAt: Date | null = null;
  /** Why it is held (with `payoutHeldAt`); kept after a release, to say what was released. */
  payoutHoldReason: PayoutHoldReason | null = null;
  /** When an operator released a held payout: it goes despite what held it, and is not held again for it. */
  payoutHoldReleasedAt: Date | null = null;
  /** When an ACH debit that had succeeded was reported failed after its payout went (the sender owes the total). */
  paymentReturnedAt: Date | null = null;
  /** The payout partner paying it (`daraja`, `mtn_momo`, `thunes`), once dispatched. */
  payoutRail: string | null = null;
  /** Which payout this is: 1, then one more for each operator retry of a failed payout (partner ids derive from it). */
  payoutAttempt = 1;
  /** When the partner reported the current payout failed; until an operator decides, nothing more is sent. */
  payoutFailedAt: Date | null = null;
  /** The partner's reference of the delivered payout (M-Pesa receipt, MoMo financial transaction id). */
  payoutReceipt: string | null = null;
  /** Cash pickup: the code the recipient collects the money with. */
  pickupCode: string | null = null;
  /** Why the payout failed, as a code of `PayoutFailureCode`. */
  payoutFailureCode: string | null = null;
  /** The provider's refund of the sender's payment, when the payout could not be delivered. */
  refundId: string | null = null;
  /** When the provider refused the refund for good: it is not asked again; a person takes it up. */
  refundRefusedAt: Date | null = null;
  /** When an operator recorded paying the sender back outside the provider (after a refused refund). */
  refundSettledManuallyAt: Date | null = null;
  /** The provider's dispute of the payment while it is open: no payout is sent until it closes. */
  openDisputeId: string | null = null;
  /** When the sender cancelled the paid transfer (within the cancellation window): its whole total is refunded. */
  cancelledBySenderAt: Date | null = null;
  /** When a lost dispute gave the payment back to the sender through their bank: nothing is owed or sent. */
  paymentReversedAt: Date | null = null;
  /** When sanctions screening held it for an operator; null when not held (never, or decided). */
  screeningHeldAt: Date | null = null;
  /** Why screening holds it (with `screeningHeldAt`): a likely match, or no list loaded to screen against. */
  screeningHoldReason: ScreeningHoldReason | null = null;
  /** When an operator released it after screening: its checkout is payable for the usual time from then. */
  screeningReleasedAt: Date | null = null;
  failureReason: string | null = null;
  /** The `Idempotency-Key` of the request that created it (unique per sender), and that request's digest. */
  requestKey: string | null = null;
  requestDigest: string | null = null;
  /** Sequence number of the last recorded event. */
  eventCount = 0;
  createdAt: Date;
  updatedAt: Date;

  private pending: RecordedTransferEvent[] = [];

  /** Use `Transfer.create`; public only for the ORM. */
  constructor(fields: NewTransfer, at: Date) {
    this.id = randomUUID();
    this.sessionId = randomBytes(24).toString('base64url');
    this.reference = newTransferReference();
    this.userId = fields.userId;
    this.country = fields.country;
    this.currencyCode = fields.quote.recipientAmount.currency;
    this.amountMinor = fields.quote.amount.minor;
    this.feeMinor = fields.quote.fee.minor;
    this.totalMinor = fields.quote.total.minor;
    this.recipientAmountMinor = fields.quote.recipientAmount.minor;
    this.rate = fields.quote.rate;
    this.paymentMethod = fields.paymentMethod;
    this.senderInfo = fields.sender;
    const { bankId, bankName, accountNumber } = fields.destination;
    this.recipientInfo = { ...fields.recipient, bankId, bankName, accountNumber };
    this.deliveryMethod = fields.destination.method;
    this.requestKey = fields.request?.key ?? null;
    this.requestDigest = fields.request?.digest ?? null;
    this.createdAt = at;
    this.updatedAt = at;
  }

  static create(fields: NewTransfer, at: Date): Transfer {
    const transfer = new Transfer(fields, at);
    transfer.record(
      {
        type: 'TransferCreated',
        amount: fields.quote.amount.toDecimalString(),
        totalAmount: fields.quote.total.toDecimalString(),
        recipientAmount: fields.quote.recipientAmount.toDecimalString(),
        currencyCode: transfer.currencyCode,
        rate: fields.quote.rate.toDecimalString(),
        ...(fields.recipient.registeredNameConfirmed && fields.recipient.registeredName ? { confirmedRegisteredName: fields.recipient.registeredName } : {}),
      },
      at,
    );
    return transfer;
  }

  /** Where the recipient is paid. */
  destination(): PayoutDestination {
    const { bankId = null, bankName = null, accountNumber = null } = this.recipientInfo;
    return { method: this.deliveryMethod, bankId, bankName, accountNumber };
  }

  amount(): Money {
    return Money.fromMinor(this.amountMinor, 'USD');
  }
  fee(): Money {
    return Money.fromMinor(this.feeMinor, 'USD');
  }
  total(): Money {
    return Money.fromMinor(this.totalMinor, 'USD');
  }
  recipientAmount(): Money {
    return Money.fromMinor(this.recipientAmountMinor, this.currencyCode);
  }

  /**
   * The idempotency key for the next call to the payment provider. It changes only after a
   * definitive decline, so a retry after a timeout replays the same request and never
   * charges twice. Starting an attempt is a change of the transfer (`at`): reconciliation
   * chases an attempt only once it has waited, not while its request may still be reaching
   * the provider (it would find no payment yet and release an attempt about to be charged).
   */
  paymentKey(at: Date): string {
    if (this.status !== 'pending') throw new TransferNotPayableError(this.status);
    if (!this.paymentIdempotencyKey) {
      this.paymentAttempt += 1;
      this.paymentIdempotencyKey = `transfer-${this.id}-attempt-${this.paymentAttempt}`;
      this.updatedAt = at;
    }
    return this.paymentIdempotencyKey;
  }

  /**
   * Ends an attempt that never reached the charge (it failed before the provider was asked
   * to take money): the transfer waits on nobody again and may expire. Only the attempt
   * under way, and only before the provider has a payment for it. Answers whether it did.
   */
  releaseAttempt(idempotencyKey: string): boolean {
    if (this.status !== 'pending' || this.paymentIdempotencyKey !== idempotencyKey) return false;
    if (this.providerTransferId !== null && this.failureReason === null) return false;
    this.paymentIdempotencyKey = null;
    return true;
  }

  /**
   * The provider accepted the payment request; the webhook will tell whether it succeeded.
   * `cardToKeep`: the card this attempt's sender asked to keep once it is paid (see `paidCardToKeep`).
   */
  recordPaymentSubmitted(paymentIntentId: string, at: Date, cardToKeep: string | null = null): void {
    if (this.status !== 'pending') return;
    this.providerTransferId = paymentIntentId;
    this.cardToKeep = cardToKeep;
    this.record({ type: 'PaymentSubmitted', paymentIntentId, attempt: this.paymentAttempt }, at);
  }

  /** The provider refused this attempt; the transfer stays payable with another method. */
  recordPaymentDeclined(reason: string, paymentIntentId: string | null, at: Date): void {
    if (this.status !== 'pending') throw new InvalidTransferTransitionError(this.status, 'have a payment declined');
    if (paymentIntentId) this.providerTransferId = paymentIntentId;
    this.paymentIdempotencyKey = null;
    this.cardToKeep = null;
    this.paymentDeclines += 1;
    this.failureReason = reason;
    this.record({ type: 'PaymentDeclined', reason, attempt: this.paymentAttempt, paymentIntentId }, at);
  }

  /**
   * An ACH debit was accepted and is in flight: the transfer is processing, but nothing is
   * paid out until the debit succeeds (days later, or never). Only for the attempt under
   * way; a card payment's `processing`, or a stale one, changes nothing.
   */
  recordDebitInFlight(paymentIntentId: string, at: Date): boolean {
    if (this.status !== 'pending' || this.paymentMethod !== 'ach' || !this.paymentIdempotencyKey) return false;
    if (this.providerTransferId !== null && this.providerTransferId !== paymentIntentId) return false;
    this.providerTransferId = paymentIntentId;
    this.failureReason = null;
    this.record({ type: 'PaymentProcessing', paymentIntentId }, at);
    return true;
  }

  /**
   * Whether `digest` is the request this transfer was created by; the same key sent with
   * another request is a mistake that must not create or charge anything.
   */
  wasCreatedBy(digest: string): boolean {
    return this.requestDigest === digest;
  }

  /** The card the sender asked to keep with the payment that paid this transfer, once paid; null otherwise. */
  paidCardToKeep(): string | null {
    return this.isPaid() && this.paymentMethod === 'card' ? this.cardToKeep : null;
  }

  /** Whether the provider confirmed the money was taken (the payout may start). */
  isPaid(): boolean {
    return this.paymentConfirmedAt !== null;
  }

  /**
   * The provider confirmed the money was taken: from pending (a card), or from an ACH debit
   * in flight of the same payment. Answers false when that was known already.
   */
  markPaid(paymentIntentId: string, at: Date): boolean {
    const debitSettling = this.status === 'processing' && !this.isPaid() && this.providerTransferId === paymentIntentId;
    if (this.status !== 'pending' && !debitSettling) return false;
    // The card to keep is the one of the payment submitted last; another payment's success keeps nothing.
    if (this.providerTransferId !== paymentIntentId) this.cardToKeep = null;
    this.providerTransferId = paymentIntentId;
    this.paymentConfirmedAt = at;
    this.failureReason = null;
    this.record({ type: 'PaymentSucceeded', paymentIntentId }, at);
    return true;
  }

  /**
   * The provider reports a payment failed. Before payment it is one more decline; after
   * an ACH debit looked fine it is a late failure that fails the transfer. A card
   * payment's failure reported after it succeeded is stale and changes nothing.
   */
  recordPaymentFailure(paymentIntentId: string, reason: string, at: Date): boolean {
    if (this.status === 'pending') {
      // With no attempt under way the failure belongs to an attempt whose decline was already
      // recorded from the provider's answer: counting it again would lock the transfer early.
      if (!this.paymentIdempotencyKey) return false;
      if (this.failureReason === reason && this.providerTransferId === paymentIntentId) return false;
      this.recordPaymentDeclined(reason, paymentIntentId, at);
      return true;
    }
    if (this.paymentMethod !== 'ach' || (this.providerTransferId !== null && this.providerTransferId !== paymentIntentId)) return false;
    if (this.status === 'processing' && !this.payoutId) {
      this.failureReason = reason;
      // A debit that had succeeded and was then returned: the bank gave the money back, nothing is owed or refunded.
      if (this.isPaid()) this.paymentReversedAt = at;
      this.record({ type: 'PaymentFailed', reason, paymentIntentId }, at);
      return true;
    }
    if (this.isPaid() && this.payoutId && this.paymentReturnedAt === null) {
      this.paymentReturnedAt = at;
      this.record({ type: 'PaymentFailedAfterPayout', paymentIntentId, reason }, at);
      return true;
    }
    return false;
  }

  /**
   * A payment succeeded that this transfer cannot use: it was no longer payable (expired,
   * cancelled, failed) or another payment paid it. Answers whether that payment is an orphan
   * (the caller refunds it); the transfer records it.
   */
  isOrphanPayment(paymentIntentId: string): boolean {
    if (this.status === 'pending') return false;
    return this.providerTransferId !== paymentIntentId || !this.isPaid();
  }

  recordOrphanPayment(paymentIntentId: string, amount: Money, at: Date): void {
    this.record({ type: 'OrphanPaymentReceived', paymentIntentId, amount: amount.toDecimalString() }, at);
  }

  recordOrphanRefunded(paymentIntentId: string, refundId: string, amount: Money, at: Date): void {
    this.record({ type: 'OrphanPaymentRefunded', paymentIntentId, refundId, amount: amount.toDecimalString() }, at);
  }

  /**
   * What the transfer waits on from outside, so that a lost webhook or job can be chased:
   * the provider's word on a payment attempt under way (`payment`, whether or not we learned
   * the payment's id), the payout of a paid transfer
   * (`payout`), the partner's word that the payout arrived (`delivery`), or the refund of a
   * payment whose payout failed (`refund`). Null when it
   * waits on nobody: final, or pending with no payment under way (the sender may pay later).
   */
  awaiting(): 'payment' | 'payout' | 'delivery' | 'refund' | null {
    if (this.status === 'pending') return this.paymentIdempotencyKey ? 'payment' : null;
    if (this.status === 'failed' || this.status === 'cancelled') return this.refundOwed() ? 'refund' : null;
    if (this.status !== 'processing') return null;
    if (!this.isPaid()) return 'payment';
    // A failed payout waits for an operator, an unsent one for its open dispute: nobody outside.
    if (this.payoutOnHold() || this.payoutHeldAt !== null) return null;
    if (this.payoutId) return 'delivery';
    return this.openDisputeId ? null : 'payout';
  }

  /** Whether the payout may be sent now: paid, not sent yet, and neither an open dispute nor an operator's hold keeps it. */
  mayDispatchPayout(): boolean {
    return this.status === 'processing' && this.isPaid() && this.payoutId === null && this.openDisputeId === null && this.payoutHeldAt === null;
  }

  /**
   * Holds the unsent payout for an operator (the sender was suspended, or a compliance case holds it): nothing goes to a
   * partner until the operator releases it or refunds the sender. Answers false when held already,
   * released by an operator already, or sent.
   */
  holdPayout(reason: PayoutHoldReason, at: Date): boolean {
    if (this.status !== 'processing' || this.payoutId !== null || this.payoutHeldAt !== null || this.payoutHoldReleasedAt !== null) return false;
    this.payoutHeldAt = at;
    this.payoutHoldReason = reason;
    this.record({ type: 'PayoutHeld', reason }, at);
    return true;
  }

  /** An operator lets a held payout go. Answers false when it was not held (any more). */
  releasePayoutHold(at: Date): boolean {
    if (this.status !== 'processing' || this.payoutHeldAt === null) return false;
    this.payoutHeldAt = null;
    this.payoutHoldReleasedAt = at;
    this.record({ type: 'PayoutHoldReleased' }, at);
    return true;
  }

  /** Whether the partner reported the current payout failed and an operator has not decided yet. */
  payoutOnHold(): boolean {
    return this.status === 'processing' && this.payoutFailedAt !== null;
  }

  /**
   * The current payout attempt is written, under `reference`, before the partner is called:
   * from now on the money may be with the partner, so the transfer can no longer be cancelled
   * until the partner says otherwise. Only once the payment is confirmed (an ACH debit in flight
   * is never paid out) and nothing holds the payout. Answers false when it was requested already.
   * `costRate`: what the local currency costs us now, when known (the books take the spread from it).
   */
  requestPayout(reference: string, rail: string, at: Date, costRate: Rate | null = null): boolean {
    if (this.payoutId) return false;
    if (!this.mayDispatchPayout()) throw new InvalidTransferTransitionError(this.status, 'be paid out');
    this.payoutId = reference;
    this.payoutRail = rail;
    const cost = costRate ? { costRate: costRate.toDecimalString() } : {};
    this.record({ type: 'PayoutRequested', attempt: this.payoutAttempt, reference, rail, ...cost }, at);
    return true;
  }

  /**
   * The partner took the current attempt (`partnerPayoutId`: its id; `cost`: its price of the
   * payout, when it quotes one). Answers false for another attempt or a transfer no longer paying out.
   */
  recordPayoutAccepted(attempt: number, partnerPayoutId: string, at: Date, cost?: PayoutCost): boolean {
    if (!this.paysOutAttempt(attempt)) return false;
    this.record({ type: 'PayoutDispatched', payoutId: partnerPayoutId, rail: this.payoutRail ?? undefined, attempt, ...(cost ? { cost } : {}) }, at);
    return true;
  }

  /** Whether `attempt` is the payout under way of this transfer (processing, requested, the current attempt). */
  paysOutAttempt(attempt: number): boolean {
    return this.status === 'processing' && this.payoutId !== null && this.payoutAttempt === attempt;
  }

  /** Cash pickup: the money waits for the recipient under `pickupCode`. Answers false when that was known already, or for a transfer no longer paying out. */
  recordReadyForPickup(pickupCode: string, at: Date): boolean {
    if (this.status !== 'processing' || !this.payoutId) return false;
    if (this.pickupCode === pickupCode) return false;
    this.pickupCode = pickupCode;
    this.record({ type: 'ReadyForPickup', pickupCode }, at);
    return true;
  }

  /**
   * The partner delivered the money (the recipient collected it, for cash pickup): the
   * transfer is completed. Answers false when that was known already.
   */
  deliverPayout(receipt: string, at: Date, delivered?: { attempt: number; reference: string }): boolean {
    if (this.status !== 'processing') return false;
    const earlier = delivered !== undefined && delivered.attempt < this.payoutAttempt;
    // Before its payout only when an earlier attempt delivered after all (the operator's retry not sent yet).
    if (!this.payoutId && !earlier) return false;
    if (earlier) {
      // The attempt that paid is the transfer's attempt from now on: a later one's news is then news about another attempt.
      this.payoutAttempt = delivered.attempt;
      this.payoutId = delivered.reference;
    }
    // A delivery heard after the attempt was held as failed: the partner's last word wins.
    this.payoutFailedAt = null;
    this.payoutFailureCode = null;
    this.failureReason = null;
    this.payoutReceipt = receipt;
    this.record({ type: 'PayoutDelivered', receipt, ...(delivered ? { attempt: delivered.attempt } : {}) }, at);
    this.record({ type: 'TransferCompleted' }, at);
    return true;
  }

  /**
   * The payout partner could not deliver the money: the payout is held for an operator, who
   * sends it again (`retryPayout`) or gives up and refunds the sender (`abandonPayout`).
   * Answers false when that was known already.
   */
  failPayout(failure: PayoutFailure, at: Date): boolean {
    if (this.payoutFailedAt !== null || this.status !== 'processing' || !this.payoutId) return false;
    this.payoutFailureCode = failure.code;
    this.payoutFailedAt = at;
    this.failureReason = payoutOnHoldReason(failure.message);
    this.record({ type: 'PayoutFailed', payoutId: this.payoutId!, reason: failure.detail, code: failure.code }, at);
    return true;
  }

  /**
   * The partner refused the current attempt `attempt` for want of our prefunded balance: nothing
   * was paid and the transfer keeps waiting (still processing, no operator needed). The next
   * attempt is written once the rail's float is topped up (the payout dispatch asks again then).
   * Answers false for another attempt, or a transfer no longer paying out this one.
   */
  awaitFloat(attempt: number, reason: string, at: Date): boolean {
    if (!this.paysOutAttempt(attempt) || this.payoutOnHold()) return false;
    const rail = this.payoutRail ?? 'unknown';
    this.payoutAttempt += 1;
    this.payoutId = null;
    this.payoutRail = null;
    this.pickupCode = null;
    this.record({ type: 'PayoutAwaitingFloat', attempt, rail, reason }, at);
    return true;
  }

  /**
   * An attempt delivered after the transfer went another way (`context`): recorded for the
   * operator, whose item holds the evidence; the transfer's status stays what the sender was told.
   */
  recordLatePayout(attempt: number, receipt: string, context: 'paid_twice' | 'after_refund', at: Date): void {
    this.record({ type: 'LatePayoutDelivered', attempt, receipt, context }, at);
  }

  /**
   * The partner took back a delivered payout. When it was the payout that completed the
   * transfer, the transfer waits for an operator again, as after a failed payout (retry or
   * refund); any other reversal is recorded for the operator.
   */
  reversePayout(attempt: number, failure: PayoutFailure, at: Date): void {
    const reopens = this.status === 'completed' && this.payoutAttempt === attempt;
    if (reopens) {
      this.payoutFailureCode = failure.code;
      this.payoutFailedAt = at;
      this.payoutReceipt = null;
      this.failureReason = payoutOnHoldReason(failure.message);
    }
    this.record({ type: 'PayoutReversed', attempt, reason: failure.detail, reopens }, at);
  }

  /**
   * An operator sends the failed payout again, to `destination` (the same delivery method or
   * another the country offers): a new payout attempt with partner ids of its own. Only the
   * attempt `attempt` that failed; answers false when it was retried already.
   */
  retryPayout(attempt: number, destination: PayoutDestination, at: Date): boolean {
    if (!this.payoutOnHold() || this.payoutAttempt !== attempt) return false;
    this.deliveryMethod = destination.method;
    const { bankId, bankName, accountNumber } = destination;
    this.recipientInfo = { ...this.recipientInfo, bankId, bankName, accountNumber };
    this.payoutAttempt += 1;
    this.payoutId = null;
    this.payoutRail = null;
    this.pickupCode = null;
    this.payoutFailureCode = null;
    this.payoutFailedAt = null;
    this.failureReason = null;
    this.record({ type: 'PayoutRetried', attempt: this.payoutAttempt, method: destination.method }, at);
    return true;
  }

  /**
   * An operator gives up on the failed payout `attempt`: the transfer fails and the sender's
   * payment is owed back (`why`: the failure in the sender's terms). Answers false when that
   * was decided already.
   */
  abandonPayout(attempt: number, why: string | null, at: Date): boolean {
    const held = this.status === 'processing' && this.payoutHeldAt !== null;
    if (!held && (!this.payoutOnHold() || this.payoutAttempt !== attempt)) return false;
    this.payoutHeldAt = null;
    this.failureReason = payoutFailedReason(why);
    this.record({ type: 'PayoutAbandoned' }, at);
    return true;
  }

  /** Whether the sender paid for a transfer that failed after payment and has not been paid back yet. */
  refundOwed(): boolean {
    return (
      (this.status === 'failed' || (this.status === 'cancelled' && this.cancelledBySenderAt !== null)) &&
      this.isPaid() &&
      this.refundId === null &&
      this.refundRefusedAt === null &&
      this.refundSettledManuallyAt === null &&
      this.paymentReversedAt === null
    );
  }

  /** Whether the provider refused the refund and nobody has paid the sender back since. */
  refundAwaitsOperator(): boolean {
    return this.refundRefusedAt !== null && this.refundId === null && this.refundSettledManuallyAt === null && this.paymentReversedAt === null;
  }

  /** An operator asks the provider again for a refund it refused. Answers false when it is not refused (any more). */
  retryRefund(at: Date): boolean {
    if (!this.refundAwaitsOperator()) return false;
    this.refundRefusedAt = null;
    this.record({ type: 'RefundRetried' }, at);
    return true;
  }

  /** An operator paid the sender back outside the provider (`note`: how, for the record). Answers false when that was known already. */
  settleRefundManually(note: string, at: Date): boolean {
    if (!this.refundAwaitsOperator()) return false;
    this.refundSettledManuallyAt = at;
    this.failureReason = refundedByOperatorReason(this.total());
    this.record({ type: 'RefundSettledManually', note }, at);
    return true;
  }

  /**
   * The sender's bank opened a dispute of the payment: an unsent payout waits until it closes.
   * Answers false when it was known already.
   */
  openDispute(dispute: DisputeFacts, at: Date): boolean {
    if (this.openDisputeId === dispute.id) return false;
    this.openDisputeId = dispute.id;
    this.record({ type: 'DisputeOpened', disputeId: dispute.id, reason: dispute.reason, amount: dispute.amount.toDecimalString(), status: dispute.status }, at);
    return true;
  }

  /** The open dispute moved to `status` (the caller knows it changed). */
  updateDispute(disputeId: string, status: string, at: Date): void {
    this.record({ type: 'DisputeUpdated', disputeId, status }, at);
  }

  /**
   * The dispute ended. Won: an unsent payout may go. Lost before the payout was delivered:
   * the bank gave the sender their money back, so the transfer fails and nothing is sent or
   * refunded. Lost after delivery: recorded for the operator; the transfer stands.
   */
  closeDispute(dispute: DisputeFacts, at: Date): void {
    if (this.openDisputeId === dispute.id) this.openDisputeId = null;
    this.record({ type: 'DisputeClosed', disputeId: dispute.id, status: dispute.status }, at);
    if (!isLostDispute(dispute.status) || this.paymentReversedAt) return;
    const undelivered = this.status === 'processing' && (this.payoutId === null || this.payoutOnHold());
    if (undelivered || this.refundOwed() || (this.status === 'failed' && this.refundAwaitsOperator())) {
      this.paymentReversedAt = at;
      this.failureReason = PAYMENT_REVERSED;
      this.record({ type: 'PaymentReversed', disputeId: dispute.id, amount: dispute.amount.toDecimalString() }, at);
    }
  }

  /** A refund record was written, about to be sent to the provider. */
  recordRefundRequested(refundId: string, amount: Money, attempt: number, at: Date): void {
    this.record({ type: 'RefundRequested', refundId, amount: amount.toDecimalString(), attempt }, at);
  }

  /**
   * The provider reported a refund failed after taking it (`refundId`: its id), even after it
   * said it succeeded (card refunds can): the sender does not have the money back, and an
   * operator takes it up. Answers false when no refund of this transfer is concerned.
   */
  recordRefundFailed(refundId: string | null, reason: string, at: Date): boolean {
    if (refundId !== null && this.refundId === refundId) this.refundId = null;
    if (!this.refundOwed()) return false;
    this.refundRefusedAt = at;
    this.failureReason = REFUND_UNDER_REVIEW;
    this.record({ type: 'RefundFailed', refundId, reason }, at);
    return true;
  }

  /** The provider refused the refund: it is not asked again, and the sender is told our team takes it up. */
  recordRefundRefused(reason: string, at: Date): boolean {
    if (!this.refundOwed()) return false;
    this.refundRefusedAt = at;
    this.failureReason = REFUND_UNDER_REVIEW;
    this.record({ type: 'RefundRefused', reason }, at);
    return true;
  }

  /**
   * The provider refunded the sender's whole payment (`why`: the payout's failure in the
   * sender's terms, if known). Answers false when that was known already.
   */
  recordRefund(refundId: string, why: string | null, at: Date): boolean {
    if (this.refundId === refundId || !this.refundOwed()) return false;
    this.refundId = refundId;
    this.failureReason = this.cancelledBySenderAt ? cancelledAndRefundedReason(this.total()) : refundedReason(this.total(), why);
    this.record({ type: 'PaymentRefunded', refundId, amount: this.total().toDecimalString() }, at);
    return true;
  }

  /**
   * Whether the sender may still cancel: paid less than `windowMs` ago (the Remittance Rule's
   * 30 minutes), and the money not yet handed to the payout partner (or its payout failed and
   * waits for our team), with no dispute open. Once a partner holds the payout it cannot be
   * called back; once delivered it is the recipient's.
   */
  cancellableBySender(now: Date, windowMs: number): boolean {
    return (
      this.status === 'processing' &&
      this.isPaid() &&
      now.getTime() - this.paymentConfirmedAt!.getTime() < windowMs &&
      (this.payoutId === null || this.payoutOnHold()) &&
      this.openDisputeId === null
    );
  }

  /**
   * The sender cancels the paid transfer (see `cancellableBySender`): nothing is sent and the
   * whole total, fees included, is refunded. Answers false when they had cancelled it already.
   */
  cancelBySender(now: Date, windowMs: number): boolean {
    if (this.cancelledBySenderAt !== null) return false;
    if (!this.cancellableBySender(now, windowMs)) throw new TransferNotCancellableError(this.cancellationRefusal(now, windowMs));
    this.cancelledBySenderAt = now;
    this.payoutFailedAt = null;
    this.failureReason = cancelledBySenderReason(this.total());
    this.record({ type: 'CancelledBySender' }, now);
    return true;
  }

  /**
   * Whether the sender could cancel but for a payout a partner holds: the partner must cancel it
   * first (where it can: a transaction created or waiting for pickup), and confirm.
   */
  cancellableOnceThePartnerCancels(now: Date, windowMs: number): boolean {
    return (
      this.status === 'processing' &&
      this.isPaid() &&
      now.getTime() - this.paymentConfirmedAt!.getTime() < windowMs &&
      this.payoutId !== null &&
      !this.payoutOnHold() &&
      this.openDisputeId === null
    );
  }

  /**
   * The partner confirmed it cancelled the current attempt, at the sender's request: nothing was
   * paid, so the transfer may be cancelled (the caller does so in the same transaction). Answers
   * false for another attempt or a transfer no longer paying out.
   */
  recordPayoutCancelledAtPartner(attempt: number, at: Date): boolean {
    if (!this.paysOutAttempt(attempt) || this.payoutOnHold()) return false;
    this.payoutFailedAt = at;
    this.payoutFailureCode = 'cancelled_at_partner';
    this.record({ type: 'PayoutCancelledAtPartner', attempt }, at);
    return true;
  }

  /** Why the sender may not cancel now, in their terms. */
  /** Why the sender may not cancel it now, in their words (see `cancellableBySender`). */
  cancellationRefusal(now: Date, windowMs: number): string {
    if (this.status === 'completed') return 'This transfer was already delivered to the recipient, so it can no longer be cancelled.';
    if (this.status === 'pending') return 'This transfer has not been paid. Nothing was charged, and it will expire by itself.';
    if (this.status !== 'processing') return `This transfer can no longer be cancelled (it is ${this.status}).`;
    if (!this.isPaid()) return 'A bank payment can be cancelled only once your bank has confirmed it.';
    if (now.getTime() - this.paymentConfirmedAt!.getTime() >= windowMs) {
      return `Transfers can be cancelled within ${Math.round(windowMs / 60_000)} minutes of payment. That time has passed.`;
    }
    if (this.openDisputeId !== null) return 'This payment is disputed with your bank, so the transfer cannot be cancelled here.';
    return 'The money is already with our payout partner on its way to the recipient, and the partner cannot call it back, so this transfer can no longer be cancelled.';
  }

  /**
   * Sanctions screening found a name of this new transfer likely on the SDN list: it takes no
   * payment until an operator releases or refuses it. Only before any payment attempt.
   */
  holdForScreening(matches: ScreeningMatchSummary[], at: Date): void {
    this.hold('likely_match', matches, at);
  }

  /**
   * No SDN list was loaded to screen this new transfer against, and screening fails closed: it
   * takes no payment until a list loads and screens it again (`screenedAgain`), or an
   * operator decides. Only before any payment attempt.
   */
  holdWithoutList(at: Date): void {
    this.hold('no_list', [], at);
  }

  private hold(reason: ScreeningHoldReason, matches: ScreeningMatchSummary[], at: Date): void {
    if (this.status !== 'pending' || this.paymentAttempt > 0) throw new InvalidTransferTransitionError(this.status, 'be held for screening');
    // Held again with matches after waiting for a list, it has waited since the first hold.
    this.screeningHeldAt ??= at;
    this.screeningHoldReason = reason;
    this.record({ type: 'ScreeningHeld', matches, reason }, at);
  }

  /** Whether it waits for a list to be screened against (held with none loaded). */
  waitsForSanctionsList(): boolean {
    return this.underReview() && this.screeningHoldReason === 'no_list';
  }

  /**
   * A list loaded and screened again a transfer held without one: no likely match releases it
   * (the sender may pay, for the usual checkout time from now, as after an operator's
   * release); a likely match keeps it held for an operator, now with its matches. Answers
   * false (and changes nothing) when it was not waiting for a list.
   */
  screenedAgain(matches: ScreeningMatchSummary[], at: Date): boolean {
    if (!this.waitsForSanctionsList()) return false;
    if (matches.length > 0) {
      this.hold('likely_match', matches, at);
      return true;
    }
    this.clearScreening('system', at);
    return true;
  }

  /** Whether screening holds it for an operator: no payment may start. */
  underReview(): boolean {
    return this.status === 'pending' && this.screeningHeldAt !== null;
  }

  /**
   * An operator found the screening match false: the sender may pay, for the usual checkout
   * time from now (the wait was ours). Answers false when it was decided already.
   */
  releaseScreening(at: Date): boolean {
    if (!this.underReview()) return false;
    this.clearScreening('operator', at);
    return true;
  }

  private clearScreening(by: 'operator' | 'system', at: Date): void {
    this.screeningHeldAt = null;
    this.screeningHoldReason = null;
    this.screeningReleasedAt = at;
    this.record({ type: 'ScreeningCleared', by }, at);
  }

  /** An operator confirmed the match: the transfer is cancelled, nothing having been charged. Answers false when decided already. */
  refuseScreening(at: Date): boolean {
    if (!this.underReview()) return false;
    this.screeningHeldAt = null;
    this.screeningHoldReason = null;
    this.record({ type: 'ScreeningRefused' }, at);
    this.cancel(SCREENING_REFUSED, at);
    return true;
  }

  cancel(reason: string, at: Date): void {
    if (this.status !== 'pending') throw new InvalidTransferTransitionError(this.status, 'be cancelled');
    this.failureReason = reason;
    // A payment left confirmable after a decline is cancelled at the provider too (a job of the event).
    const leftOpen = this.providerTransferId ? { paymentIntentId: this.providerTransferId } : {};
    this.record({ type: 'TransferCancelled', reason, ...leftOpen }, at);
  }

  /**
   * Whether the sender may start paying now: pending, and either priced less than
   * `validForMs` ago or with an attempt already under way (its retry must be able to finish).
   */
  assertPayable(now: Date, validForMs: number): void {
    if (this.status !== 'pending') throw new TransferNotPayableError(this.status);
    if (this.underReview()) throw new TransferUnderReviewError();
    // An attempt under way may still be retried (same key); a new one is refused.
    if (!this.paymentIdempotencyKey && this.paymentDeclines >= MAX_DECLINES_PER_TRANSFER) throw new TransferLockedError();
    if (!this.paymentIdempotencyKey && this.quoteExpired(now, validForMs)) throw new CheckoutExpiredError();
  }

  /**
   * Cancels a checkout nobody paid within `validForMs` of its quote. Never while a payment
   * attempt may be under way (its outcome is not known yet), nor while screening holds it
   * for an operator. Answers whether it did.
   */
  expireUnpaid(now: Date, validForMs: number): boolean {
    if (this.status !== 'pending' || this.paymentIdempotencyKey || this.underReview() || !this.quoteExpired(now, validForMs)) return false;
    this.cancel(CHECKOUT_EXPIRED, now);
    return true;
  }

  /**
   * Whether the quote is older than `validForMs`: the checkout can no longer be paid at it.
   * A transfer released after screening counts from its release.
   */
  quoteExpired(now: Date, validForMs: number): boolean {
    return now.getTime() - (this.screeningReleasedAt ?? this.createdAt).getTime() >= validForMs;
  }

  /** Hands over the events recorded since the last save. */
  pullEvents(): RecordedTransferEvent[] {
    const events = this.pending ?? [];
    this.pending = [];
    return events;
  }

  private record(event: TransferEvent, at: Date): void {
    this.status = evolve(this.status, event);
    this.eventCount += 1;
    this.updatedAt = at;
    (this.pending ??= []).push({ sequence: this.eventCount, occurredAt: at, event });
  }
}
