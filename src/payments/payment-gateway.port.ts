import { DomainError } from '../shared/domain/domain-error.js';

/** The sender's authorization of an ACH debit, as they gave it online (a bank debit needs it). */
export interface DebitMandate {
  ipAddress: string;
  userAgent: string;
}

export interface ChargeRequest {
  /** In cents. */
  amountMinor: bigint;
  /** `card`: a card tokenized in the browser or saved; `ach`: a `us_bank_account` debit. */
  rail: 'card' | 'ach';
  paymentMethodId: string;
  /** The sender's customer at the provider: needed to use a saved method, or to save this one. */
  customerId: string | null;
  /** Keep the payment method usable for later transfers (attached to `customerId`). */
  saveForLater: boolean;
  /** Required for `ach`. */
  mandate: DebitMandate | null;
  /** Stored on the transfer before the call: a retry replays, never charges twice. */
  idempotencyKey: string;
  /** The payment of an earlier declined attempt, confirmed again with the new method. */
  paymentIntentId: string | null;
  description: string;
  metadata: { transferId: string; sessionId: string };
}

/**
 * `submitted` with status `processing` is an ACH debit in flight; `succeeded` is a paid card;
 * `requires_action` waits on the sender (3-D Secure), whose browser completes it with
 * `clientSecret` through Stripe.js.
 */
export type ChargeResult =
  | { outcome: 'submitted'; paymentIntentId: string; status: string; clientSecret: string | null }
  | { outcome: 'declined'; paymentIntentId: string | null; reason: string; declineCode: string | null };

/**
 * What the provider says of a payment right now. `requires_action`: waiting on the sender
 * (3-D Secure); `open`: no outcome yet (never confirmed); `processing`: an ACH debit in flight.
 */
export type PaymentState =
  | { state: 'succeeded' }
  | { state: 'processing' }
  | { state: 'failed'; reason: string }
  | { state: 'requires_action' }
  | { state: 'open' };

export interface RefundRequest {
  /** The payment to give back, in full. */
  paymentIntentId: string;
  /** In cents. */
  amountMinor: bigint;
  /** One per refund record, stored before the call: asking again answers the same refund, never a second one. */
  idempotencyKey: string;
  /** `refundId`: our refund record's id, which the provider's refund events carry back. */
  metadata: { transferId: string; sessionId: string; refundId: string };
}

/**
 * A refund as the provider describes it (Stripe's Refund `status`): `pending` is on its way
 * (an ACH refund takes days), `succeeded` may still turn `failed` later (card refunds can),
 * `failed` and `canceled` return nothing. `requires_action` is read as `pending`.
 */
export interface RefundStatus {
  refundId: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  /** The provider's `failure_reason` when failed or canceled. */
  failureReason: string | null;
}

/**
 * Takes the money for a transfer: charges a card or debits a bank account. Answers a decline
 * as a result (the sender can try another method); throws `PaymentProviderUnavailableError`
 * when the provider could not be reached, and `PaymentAlreadyInProgressError` when the same
 * attempt was made with other details.
 */
export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Asks the provider how a payment stands, for a transfer whose webhook never came. */
  paymentState(paymentIntentId: string): Promise<PaymentState>;
  /**
   * Finds the transfer's payment by our id in its metadata, for an attempt whose answer never
   * came (the provider may have it though we never learned its id). Null when it has none.
   */
  findPayment(transferId: string): Promise<{ paymentIntentId: string; state: PaymentState } | null>;
  /**
   * Cancels a payment that never went through, so it cannot succeed later (an expired
   * checkout). Answers its state afterwards: `failed` once cancelled, or what it became first.
   */
  cancelPayment(paymentIntentId: string): Promise<PaymentState>;
  /**
   * Gives a payment back to the sender; answers the provider's refund as it stands. Throws
   * `RefundRefusedError` when the provider will not make it (asking again will not help), and
   * `RefundDeferredError` when it will not now for a reason that can pass (our balance).
   */
  refund(request: RefundRequest): Promise<RefundStatus>;
  /** How a refund stands now, for one whose events never came. */
  refundState(refundId: string): Promise<RefundStatus>;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

export class PaymentProviderUnavailableError extends DomainError {
  constructor(cause?: unknown) {
    super({
      code: 'PAYMENT.PROVIDER_UNAVAILABLE',
      kind: 'unavailable',
      message: 'We could not reach the payment processor. Nothing was charged twice; please try again in a moment.',
      cause,
    });
  }
}

export class PaymentAlreadyInProgressError extends DomainError {
  constructor() {
    super({
      code: 'PAYMENT.IN_PROGRESS',
      kind: 'conflict',
      message: 'A payment for this transfer is already being processed. Please wait a moment and check its status.',
    });
  }
}

export class PaymentDeclinedError extends DomainError {
  constructor(reason: string) {
    super({ code: 'PAYMENT.DECLINED', kind: 'payment_declined', message: reason });
  }
}

/** The provider will not make this refund now, for a reason that can pass (our balance at the provider is short): try later, under a new key. */
export class RefundDeferredError extends Error {
  constructor(
    readonly providerCode: string,
    readonly providerMessage: string,
  ) {
    super(`Refund deferred: ${providerCode}: ${providerMessage}`);
    this.name = 'RefundDeferredError';
  }
}

/** The provider will not make this refund (already refunded, disputed, more than is left): a person must look at it. */
export class RefundRefusedError extends Error {
  constructor(
    readonly providerCode: string | null,
    readonly providerMessage: string,
  ) {
    super(`Refund refused: ${providerCode ?? 'unknown'}: ${providerMessage}`);
    this.name = 'RefundRefusedError';
  }
}
