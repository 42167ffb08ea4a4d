import type { CountryValue } from './countries';

/** How a recipient receives the money (the server's `deliveryMethod`). */
export const DELIVERY_METHODS = ['mpesa', 'mtn_momo', 'telebirr', 'bank_account', 'cash_pickup'] as const;

export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The agent network Eritrean recipients collect cash pickup transfers from. */
export const CASH_PICKUP_AGENT = 'Himbol Financial Services';

export type DeliveryMethodInfo = {
  value: DeliveryMethod;
  country: CountryValue;
  label: string;
  /** One line for the sender on how the money reaches the recipient. */
  explanation: string;
  /** "whole shillings": what the method pays when it pays whole units only. */
  wholeUnits: string;
  /** What the partner's reference is called once the money is delivered ("M-Pesa receipt"). */
  receiptLabel: string;
  /** Who pays the recipient, for the sender's words on the payout ("Sending to M-Pesa"); a bank payout names the bank when known. */
  partner: string;
};

/** In the server's order: the first method of a country is its default. */
export const deliveryMethods: readonly DeliveryMethodInfo[] = [
  {
    value: 'mpesa',
    country: 'kenya',
    label: 'M-Pesa',
    explanation: "The money arrives in the recipient's M-Pesa wallet on their Safaricom number.",
    wholeUnits: 'whole shillings',
    receiptLabel: 'M-Pesa receipt',
    partner: 'M-Pesa',
  },
  {
    value: 'mtn_momo',
    country: 'uganda',
    label: 'MTN Mobile Money',
    explanation: "The money arrives in the recipient's MTN Mobile Money wallet on their MTN Uganda number.",
    wholeUnits: 'whole shillings',
    receiptLabel: 'MTN transaction id',
    partner: 'MTN Mobile Money',
  },
  {
    value: 'telebirr',
    country: 'ethiopia',
    label: 'telebirr',
    explanation: "The money arrives in the recipient's telebirr wallet on their Ethio telecom number.",
    wholeUnits: 'whole birr',
    receiptLabel: 'Reference',
    partner: 'telebirr',
  },
  {
    value: 'bank_account',
    country: 'ethiopia',
    label: 'Bank account',
    explanation: "The money is paid into the recipient's account at the Ethiopian bank you choose.",
    wholeUnits: 'whole birr',
    receiptLabel: 'Reference',
    partner: "the recipient's bank",
  },
  {
    value: 'cash_pickup',
    country: 'eritrea',
    label: 'Cash pickup',
    explanation: `The recipient collects the cash at a ${CASH_PICKUP_AGENT} agent in Eritrea with the pickup code we send them by SMS and a valid ID. You'll also see the code on the transfer's page.`,
    wholeUnits: 'whole nakfa',
    receiptLabel: 'Reference',
    partner: CASH_PICKUP_AGENT,
  },
];

export function isDeliveryMethod(value: unknown): value is DeliveryMethod {
  return typeof value === 'string' && (DELIVERY_METHODS as readonly string[]).includes(value);
}

export function findDeliveryMethod(value: string | null | undefined): DeliveryMethodInfo | undefined {
  return deliveryMethods.find((method) => method.value === value);
}

/** The methods offered in a country, its default first; none for a country we do not serve. */
export function deliveryMethodsFor(country: string): DeliveryMethodInfo[] {
  return deliveryMethods.filter((method) => method.country === country);
}

export function defaultDeliveryMethod(country: string): DeliveryMethod | undefined {
  return deliveryMethodsFor(country)[0]?.value;
}

/**
 * The method that applies: the one given when the country offers it, else the country's
 * default (the server's rule for a recipient or transfer without one).
 */
export function effectiveDeliveryMethod(country: string, method: string | null | undefined): DeliveryMethod | undefined {
  const offered = deliveryMethodsFor(country).find((candidate) => candidate.value === method);
  return offered?.value ?? defaultDeliveryMethod(country);
}

/** "M-Pesa"; an unknown value as sent. */
export function deliveryMethodLabel(method: string): string {
  return findDeliveryMethod(method)?.label ?? method;
}

/** "M-Pesa", or "Bank account · Commercial Bank of Ethiopia" when the bank is known. */
export function deliveryDescription(method: string, bankName?: string | null): string {
  const label = deliveryMethodLabel(method);
  return method === 'bank_account' && bankName ? `${label} · ${bankName}` : label;
}

/** "M-Pesa", "Commercial Bank of Ethiopia", "the recipient's bank": who pays the recipient by `method`; undefined for an unknown method. */
export function payoutPartner(method: string | null | undefined, bankName?: string | null): string | undefined {
  const info = findDeliveryMethod(method);
  if (!info) return undefined;
  return info.value === 'bank_account' && bankName ? bankName : info.partner;
}

/** "•••• 6789": an account number shows its last four digits only. */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.replace(/\s+/g, '').slice(-4)}`;
}
