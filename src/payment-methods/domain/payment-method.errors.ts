import { DomainError } from '../../shared/domain/domain-error.js';
import type { PaymentMethodType } from './payment-method.js';

/** Unknown ids and other senders' ids alike: nothing tells them apart. */
export class PaymentMethodNotFoundError extends DomainError {
  constructor() {
    super({ code: 'PAYMENT_METHOD.NOT_FOUND', kind: 'not_found', message: 'Payment method not found' });
  }
}

/** The sender already saved this card or account (same provider fingerprint). */
export class DuplicatePaymentMethodError extends DomainError {
  constructor(type: PaymentMethodType) {
    super({
      code: 'PAYMENT_METHOD.DUPLICATE',
      kind: 'conflict',
      message: type === 'card' ? 'This card is already saved.' : 'This bank account is already saved.',
    });
  }
}

export class UnsupportedCardError extends DomainError {
  constructor() {
    super({ code: 'PAYMENT_METHOD.UNSUPPORTED_CARD', kind: 'validation', message: 'Only Visa and Mastercard are accepted.' });
  }
}

export class InvalidRoutingNumberError extends DomainError {
  constructor() {
    super({
      code: 'PAYMENT_METHOD.INVALID_ROUTING_NUMBER',
      kind: 'validation',
      field: 'routingNumber',
      message: 'Enter a valid 9-digit routing number',
    });
  }
}

export class InvalidAccountNumberError extends DomainError {
  constructor() {
    super({
      code: 'PAYMENT_METHOD.INVALID_ACCOUNT_NUMBER',
      kind: 'validation',
      field: 'accountNumber',
      message: 'Enter a valid account number',
    });
  }
}

/** The payment method id from the browser is not a card the provider knows. */
export class UnreadableCardError extends DomainError {
  constructor() {
    super({
      code: 'PAYMENT_METHOD.INVALID_CARD',
      kind: 'validation',
      field: 'paymentMethodId',
      message: 'We could not read this card. Please enter it again.',
    });
  }
}

export class PaymentProviderUnavailableError extends DomainError {
  constructor() {
    super({
      code: 'PAYMENT_METHOD.PROVIDER_UNAVAILABLE',
      kind: 'unavailable',
      message: 'We could not reach the payment provider. Please try again.',
    });
  }
}

/** A bank account not verified yet (or that can no longer be): it is not debited. */
export class UnverifiedPaymentMethodError extends DomainError {
  constructor(status: string) {
    super({
      code: 'PAYMENT_METHOD.UNVERIFIED',
      kind: 'conflict',
      message:
        status === 'pending'
          ? 'Verify this bank account before paying with it: enter the code from the small deposit we sent to it.'
          : 'This bank account is not verified. Remove it and link it through your bank, or choose another payment method.',
    });
  }
}

/** The sender's answer does not match the micro-deposits; they may try again. */
export class MicrodepositMismatchError extends DomainError {
  constructor(kind: 'descriptor_code' | 'amounts') {
    super({
      code: 'PAYMENT_METHOD.MICRODEPOSITS_MISMATCH',
      kind: 'validation',
      field: kind === 'descriptor_code' ? 'descriptorCode' : 'amounts',
      message:
        kind === 'descriptor_code'
          ? 'That code does not match the deposit. Check your bank statement for the code starting with SM.'
          : 'Those amounts do not match the deposits. Check your bank statement and try again.',
    });
  }
}

/** The micro-deposits can no longer be confirmed (too many tries, expired, not deliverable). */
export class MicrodepositVerificationFailedError extends DomainError {
  constructor() {
    super({
      code: 'PAYMENT_METHOD.VERIFICATION_FAILED',
      kind: 'conflict',
      message: 'This bank account could not be verified. Remove it and link it through your bank instead.',
    });
  }
}

/** The method is not waiting for micro-deposits (verified already, or never sent any). */
export class NoVerificationPendingError extends DomainError {
  constructor() {
    super({ code: 'PAYMENT_METHOD.NO_VERIFICATION_PENDING', kind: 'conflict', message: 'This payment method has no verification waiting.' });
  }
}
