import type { Country } from '../../shared/domain/country.js';
import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS_BY_COUNTRY, type DeliveryMethod } from '../../shared/domain/delivery-method.js';
import { DomainError } from '../../shared/domain/domain-error.js';

const COUNTRY_NAME: Record<Country, string> = { eritrea: 'Eritrea', ethiopia: 'Ethiopia', uganda: 'Uganda', kenya: 'Kenya' };

export class DeliveryMethodNotOfferedError extends DomainError {
  constructor(method: DeliveryMethod, country: Country, field: string) {
    const offered = DELIVERY_METHODS_BY_COUNTRY[country].map((m) => DELIVERY_METHOD_LABELS[m]).join(' or ');
    super({
      code: 'DELIVERY.METHOD_NOT_OFFERED',
      kind: 'validation',
      field,
      message: `${DELIVERY_METHOD_LABELS[method]} is not offered in ${COUNTRY_NAME[country]}: choose ${offered}.`,
    });
  }
}

export class BankRequiredError extends DomainError {
  constructor(field: string) {
    super({ code: 'DELIVERY.BANK_REQUIRED', kind: 'validation', field, message: "Choose the recipient's bank." });
  }
}

export class UnknownBankError extends DomainError {
  constructor(field: string) {
    super({ code: 'DELIVERY.UNKNOWN_BANK', kind: 'validation', field, message: 'Choose one of the listed banks.' });
  }
}

export class InvalidAccountNumberError extends DomainError {
  constructor(field: string) {
    super({
      code: 'DELIVERY.INVALID_ACCOUNT_NUMBER',
      kind: 'validation',
      field,
      message: "Enter the recipient's bank account number: 8 to 16 digits.",
    });
  }
}

/** The payout partner could not be asked (its bank list, its limits, a registered name): try again shortly. */
export class PayoutPartnerUnavailableError extends DomainError {
  constructor() {
    super({
      code: 'PAYOUT.PARTNER_UNAVAILABLE',
      kind: 'unavailable',
      message: 'Our payout partner cannot be reached right now. Please try again in a few minutes.',
    });
  }
}

/** MTN has no wallet for this number (nothing to show as "Registered to"). */
export class PayoutAccountNotFoundError extends DomainError {
  /** `method`: the destination asked about (MTN's wallets unless told). */
  constructor(method: DeliveryMethod = 'mtn_momo') {
    super({
      code: 'PAYOUT.ACCOUNT_NOT_FOUND',
      kind: 'not_found',
      field: method === 'bank_account' ? 'accountNumber' : 'phone',
      message:
        method === 'bank_account'
          ? 'This bank has no account with this number. Check the account number with the recipient.'
          : `This number has no ${DELIVERY_METHOD_LABELS[method]} account. Check the number with the recipient.`,
    });
  }
}

/** A number of the right country that the chosen delivery method cannot pay (an Airtel number for MTN Mobile Money). */
export class PhoneNotPayableError extends DomainError {
  constructor(rule: string, field: string) {
    super({ code: 'DELIVERY.PHONE_NOT_PAYABLE', kind: 'validation', field, message: `${rule}.` });
  }
}
