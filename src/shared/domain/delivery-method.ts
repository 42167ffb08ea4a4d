import type { Country } from './country.js';

/**
 * How a recipient receives the money: a mobile-money wallet (M-Pesa in Kenya, MTN Mobile
 * Money in Uganda, telebirr in Ethiopia), an Ethiopian bank account, or cash collected at
 * an agent in Eritrea.
 */
export const DELIVERY_METHODS = ['mpesa', 'mtn_momo', 'telebirr', 'bank_account', 'cash_pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The methods offered in each country, the first being the one a recipient gets unless another is chosen. */
export const DELIVERY_METHODS_BY_COUNTRY: Readonly<Record<Country, readonly DeliveryMethod[]>> = {
  kenya: ['mpesa'],
  uganda: ['mtn_momo'],
  ethiopia: ['telebirr', 'bank_account'],
  eritrea: ['cash_pickup'],
};

export const DELIVERY_METHOD_LABELS: Readonly<Record<DeliveryMethod, string>> = {
  mpesa: 'M-Pesa',
  mtn_momo: 'MTN Mobile Money',
  telebirr: 'telebirr',
  bank_account: 'Bank account',
  cash_pickup: 'Cash pickup',
};

export function defaultDeliveryMethod(country: Country): DeliveryMethod {
  return DELIVERY_METHODS_BY_COUNTRY[country][0];
}

export function isOfferedIn(method: DeliveryMethod, country: Country): boolean {
  return DELIVERY_METHODS_BY_COUNTRY[country].includes(method);
}

/**
 * Where a recipient is paid: the method, and for a bank account the bank (the aggregator's
 * payer id, with its name as shown to the sender) and the account number. The recipient's
 * phone number (E.164) is kept beside it: the wallet for mobile money, the number the
 * pickup code is sent to for cash pickup, and the recipient's SMS for every method.
 */
export interface PayoutDestination {
  method: DeliveryMethod;
  bankId: string | null;
  bankName: string | null;
  accountNumber: string | null;
}

/** The destination of a method that needs no bank account. */
export function walletDestination(method: DeliveryMethod): PayoutDestination {
  return { method, bankId: null, bankName: null, accountNumber: null };
}

/**
 * The numbers each method can pay (E.164): the wallet for mobile money, the phone that
 * receives the pickup code for cash pickup. A bank account takes any number of the country.
 */
const PAYABLE_NUMBERS: Readonly<Record<DeliveryMethod, { pattern: RegExp; rule: string } | null>> = {
  mpesa: { pattern: /^\+254[17]\d{8}$/, rule: 'M-Pesa pays Kenyan mobile numbers starting 07 or 01' },
  mtn_momo: { pattern: /^\+2567[678]\d{7}$/, rule: 'MTN Mobile Money pays MTN Uganda numbers starting 076, 077 or 078' },
  telebirr: { pattern: /^\+2519\d{8}$/, rule: 'telebirr pays Ethio telecom mobile numbers starting 09' },
  bank_account: null,
  cash_pickup: { pattern: /^\+2917\d{6}$/, rule: 'Cash pickup needs the recipient’s Eritrean mobile number (starting 07): the pickup code is sent to it' },
};

/** Null when `method` can pay the number, else the rule it breaks, as a sentence for the sender. */
export function unpayableNumberRule(method: DeliveryMethod, phone: string): string | null {
  const numbers = PAYABLE_NUMBERS[method];
  return numbers && !numbers.pattern.test(phone) ? numbers.rule : null;
}
