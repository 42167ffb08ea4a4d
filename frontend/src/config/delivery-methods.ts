import { m, type MessageId, type Say } from '@/lib/i18n/messages';
import type { CountryValue } from './countries';

/** How a recipient receives the money (the server's `deliveryMethod`). */
export const DELIVERY_METHODS = ['mpesa', 'mtn_momo', 'telebirr', 'bank_account', 'cash_pickup'] as const;

export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The agent network Eritrean recipients collect cash pickup transfers from (a name, never translated). */
export const CASH_PICKUP_AGENT = 'Himbol Financial Services';

export type DeliveryMethodInfo = {
  value: DeliveryMethod;
  country: CountryValue;
  /** The English name, for the admin console (in English); `labelId` names it in the language showing. */
  label: string;
  labelId: MessageId;
  /** One line for the sender on how the money reaches the recipient (`{agent}`: `CASH_PICKUP_AGENT`). */
  explanationId: MessageId;
  /** "M-Pesa pays whole shillings: the amount is rounded down.": for a quote that pays whole units only. */
  roundedDownId: MessageId;
  /** What the partner's reference is called once the money is delivered ("M-Pesa receipt"). */
  receiptLabelId: MessageId;
  /**
   * Who pays the recipient, for the sender's words on the payout ("Sending to M-Pesa"): the
   * wallet itself, the recipient's bank (named when known), or the cash pickup agent network.
   */
  payer: 'wallet' | 'bank' | 'agent';
};

/** In the server's order: the first method of a country is its default. */
export const deliveryMethods: readonly DeliveryMethodInfo[] = [
  {
    value: 'mpesa',
    country: 'kenya',
    label: 'M-Pesa',
    labelId: m('delivery.method.mpesa'),
    explanationId: m('delivery.explanation.mpesa'),
    roundedDownId: m('delivery.roundedDown.mpesa'),
    receiptLabelId: m('delivery.receipt.mpesa'),
    payer: 'wallet',
  },
  {
    value: 'mtn_momo',
    country: 'uganda',
    label: 'MTN Mobile Money',
    labelId: m('delivery.method.mtnMomo'),
    explanationId: m('delivery.explanation.mtnMomo'),
    roundedDownId: m('delivery.roundedDown.mtnMomo'),
    receiptLabelId: m('delivery.receipt.mtnMomo'),
    payer: 'wallet',
  },
  {
    value: 'telebirr',
    country: 'ethiopia',
    label: 'telebirr',
    labelId: m('delivery.method.telebirr'),
    explanationId: m('delivery.explanation.telebirr'),
    roundedDownId: m('delivery.roundedDown.telebirr'),
    receiptLabelId: m('success.reference'),
    payer: 'wallet',
  },
  {
    value: 'bank_account',
    country: 'ethiopia',
    label: 'Bank account',
    labelId: m('delivery.method.bankAccount'),
    explanationId: m('delivery.explanation.bankAccount'),
    roundedDownId: m('delivery.roundedDown.bankAccount'),
    receiptLabelId: m('success.reference'),
    payer: 'bank',
  },
  {
    value: 'cash_pickup',
    country: 'eritrea',
    label: 'Cash pickup',
    labelId: m('delivery.method.cashPickup'),
    explanationId: m('delivery.explanation.cashPickup'),
    roundedDownId: m('delivery.roundedDown.cashPickup'),
    receiptLabelId: m('success.reference'),
    payer: 'agent',
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

/** "M-Pesa"; an unknown value as sent. In English (the admin console) unless `say` names it in the language showing. */
export function deliveryMethodLabel(method: string, say?: Say): string {
  const info = findDeliveryMethod(method);
  if (!info) return method;
  return say ? say(info.labelId) : info.label;
}

/** "M-Pesa", or "Bank account · Commercial Bank of Ethiopia" when the bank is known; in English unless `say` is given. */
export function deliveryDescription(method: string, bankName?: string | null, say?: Say): string {
  const label = deliveryMethodLabel(method, say);
  return method === 'bank_account' && bankName ? `${label} · ${bankName}` : label;
}

/** How `method` reaches the recipient, in the language showing (cash pickup names the agent network). */
export function deliveryExplanation(method: DeliveryMethodInfo, say: Say): string {
  return say(method.explanationId, { agent: CASH_PICKUP_AGENT });
}

/**
 * "M-Pesa", "Commercial Bank of Ethiopia", "the recipient's bank": who pays the recipient by
 * `method`, in the language showing; undefined for an unknown method.
 */
export function payoutPartner(method: string | null | undefined, bankName: string | null | undefined, say: Say): string | undefined {
  const info = findDeliveryMethod(method);
  if (!info) return undefined;
  switch (info.payer) {
    case 'wallet':
      return say(info.labelId);
    case 'bank':
      return bankName || say('delivery.recipientsBank');
    case 'agent':
      return CASH_PICKUP_AGENT;
    default: {
      const unknown: never = info.payer;
      return unknown;
    }
  }
}

/** "•••• 6789": an account number shows its last four digits only. */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.replace(/\s+/g, '').slice(-4)}`;
}
