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
