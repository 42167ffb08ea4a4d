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
