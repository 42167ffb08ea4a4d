import { DomainError } from '../shared/domain/domain-error.js';

export interface CardChargeRequest {
  /** In cents. */
  amountMinor: bigint;
  paymentMethodId: string;
  /** Stored on the transfer before the call: a retry replays, never charges twice. */
  idempotencyKey: string;
  /** The payment of an earlier declined attempt, confirmed again with the new card. */
  paymentIntentId: string | null;
  description: string;
  metadata: { transferId: string; sessionId: string };
}

export type CardChargeResult =
  | { outcome: 'submitted'; paymentIntentId: string; status: string }
  | { outcome: 'declined'; paymentIntentId: string | null; reason: string; declineCode: string | null };

/**
 * Charges a card tokenized in the browser. Answers a decline as a result (the sender can
 * try another card); throws `PaymentProviderUnavailableError` when the provider could not
 * be reached, and `PaymentAlreadyInProgressError` when the same attempt was made with
 * other details.
 */
export interface CardGateway {
  charge(request: CardChargeRequest): Promise<CardChargeResult>;
}

export const CARD_GATEWAY = Symbol('CARD_GATEWAY');

export class PaymentProviderUnavailableError extends DomainError {
  constructor(cause?: unknown) {
    super({
      code: 'PAYMENT.PROVIDER_UNAVAILABLE',
      kind: 'unavailable',
      message: 'We could not reach the card processor. Nothing was charged twice; please try again in a moment.',
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
