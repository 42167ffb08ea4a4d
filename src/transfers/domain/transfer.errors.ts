import { DomainError } from '../../shared/domain/domain-error.js';
import { CHECKOUT_EXPIRED, TRANSFER_UNDER_REVIEW } from './failure-reasons.js';
import type { PaymentMethodKind, TransferStatus } from './transfer-status.js';

export class TransferNotFoundError extends DomainError {
  constructor() {
    super({ code: 'TRANSFER.NOT_FOUND', kind: 'not_found', message: 'Transfer not found' });
  }
}

export class QuoteChangedError extends DomainError {
  constructor() {
    super({
      code: 'TRANSFER.QUOTE_CHANGED',
      kind: 'conflict',
      message: 'The exchange rate or fees have changed since you started. Please review the new amounts and submit again.',
    });
  }
}

export class TransferNotPayableError extends DomainError {
  constructor(status: TransferStatus) {
    super({
      code: 'TRANSFER.NOT_PAYABLE',
      kind: 'conflict',
      message:
        status === 'processing' || status === 'completed'
          ? 'This transfer has already been paid.'
          : `This transfer can no longer be paid (it is ${status}). Please start a new transfer.`,
      details: { status },
    });
  }
}

/** The quote a pending transfer was priced with is too old to pay; a new transfer prices at today's rate. */
export class TransferLockedError extends DomainError {
  constructor() {
    super({
      code: 'TRANSFER.LOCKED',
      kind: 'conflict',
      message: 'Too many payments were declined for this transfer, so it is locked. Please start a new transfer.',
    });
  }
}

export class CheckoutExpiredError extends DomainError {
  constructor() {
    super({ code: 'TRANSFER.EXPIRED', kind: 'conflict', message: CHECKOUT_EXPIRED });
  }
}

/** A transition the lifecycle does not allow: a bug or a stale instruction, never user input. */
export class InvalidTransferTransitionError extends DomainError {
  constructor(from: TransferStatus, action: string) {
    super({ code: 'TRANSFER.INVALID_TRANSITION', kind: 'conflict', message: `A ${from} transfer cannot ${action}.` });
  }
}

/** A card session paid from a bank account, or the other way round. */
export class WrongPaymentRailError extends DomainError {
  constructor(rail: 'card' | 'ach') {
    super({
      code: 'TRANSFER.WRONG_PAYMENT_METHOD',
      kind: 'validation',
      message: rail === 'card' ? 'This transfer is paid by card.' : 'This transfer is paid from a bank account.',
    });
  }
}

/** An `Idempotency-Key` the sender already used for another request. */
export class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super({
      code: 'REQUEST.IDEMPOTENCY_KEY_REUSED',
      kind: 'unprocessable',
      message: 'This request key was already used for a different transfer. Please start the transfer again.',
    });
  }
}

/** The sender's bank disputes an earlier payment by this method: no new payment by it until the dispute is resolved. */
export class PaymentMethodDisputedError extends DomainError {
  constructor(method: PaymentMethodKind) {
    const message =
      method === 'card'
        ? 'A payment you made by card is disputed with your bank. Until the dispute is resolved you cannot pay by card; you can pay from a bank account instead, or contact us.'
        : 'A payment you made from your bank account is disputed with your bank. Until the dispute is resolved you cannot pay from a bank account; you can pay by card instead, or contact us.';
    super({
      code: 'PAYMENT.DISPUTE_OPEN',
      kind: 'conflict',
      message,
      details: { paymentMethod: method },
    });
  }
}

/** The sender asked to cancel a transfer that can no longer be cancelled (the message says why). */
export class TransferNotCancellableError extends DomainError {
  constructor(message: string) {
    super({ code: 'TRANSFER.NOT_CANCELLABLE', kind: 'conflict', message });
  }
}

/** Sanctions screening holds the transfer for a review by our team: nothing is charged until it is released. */
export class TransferUnderReviewError extends DomainError {
  constructor() {
    super({ code: 'TRANSFER.UNDER_REVIEW', kind: 'conflict', message: TRANSFER_UNDER_REVIEW });
  }
}

/**
 * The partner holds another name for the payout account than the typed recipient's, and the
 * sender did not confirm that person (or confirmed a name that is no longer the one the partner
 * holds): nothing is created or charged until they see the current one and confirm it or fix
 * the recipient.
 */
export class RecipientNameMismatchError extends DomainError {
  constructor(registeredName: string, typedName: string) {
    super({
      code: 'TRANSFER.RECIPIENT_NAME_MISMATCH',
      kind: 'conflict',
      field: 'recipient.confirmedRegisteredName',
      message: `This account is registered to ${registeredName}, not ${typedName}. Check the number with the recipient, or confirm that ${registeredName} is the person you are sending to.`,
      details: { registeredName },
    });
  }
}
