import { z } from 'zod';
import { countries, findCountry } from '@/config/countries';
import { effectiveDeliveryMethod } from '@/config/delivery-methods';
import type { CurrentUser } from '@/lib/data/current-user';
import { isQuotableAmount, MIN_SEND_AMOUNT } from '@/lib/data/quote';
import { m } from '@/lib/i18n/messages';

/** What the form holds. The amount is kept as typed so the field never fights the keyboard. */
export type TransferFormValues = {
  amount: string;
  country: string;
  /** `card`, `ach` or `saved_{id}`; empty until the saved methods have loaded. */
  paymentMethod: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  recipientFirstName: string;
  recipientLastName: string;
  recipientPhone: string;
  /** Empty for the country's default method. */
  deliveryMethod: string;
  /** Bank accounts only. */
  bankId: string;
  accountNumber: string;
};

export type TransferField = keyof TransferFormValues;

/** Top to bottom, for moving focus to the first field with an error. */
export const FIELD_ORDER: readonly TransferField[] = [
  'amount',
  'country',
  'firstName',
  'lastName',
  'email',
  'phone',
  'recipientFirstName',
  'recipientLastName',
  'recipientPhone',
  'deliveryMethod',
  'bankId',
  'accountNumber',
  'paymentMethod',
];

export const DEFAULT_AMOUNT = 1;
export const DEFAULT_COUNTRY = 'kenya';

/**
 * The amount a corridor opens with when none was asked for: the spec's $1, except where the
 * method pays nothing that small (cash pickup's agents pay out at least about $10's worth),
 * so a newcomer never opens on a refusal (issue #29).
 */
export function defaultAmountFor(country: string, deliveryMethod: string): string {
  return effectiveDeliveryMethod(country, deliveryMethod) === 'cash_pickup' ? '50' : String(DEFAULT_AMOUNT);
}

/** A saved recipient (or a past transfer's) as the form's recipient fields. */
export function recipientValues(recipient: {
  firstName: string;
  lastName: string;
  phone?: string | null;
  country: string;
  deliveryMethod?: string | null;
  bankId?: string | null;
  accountNumber?: string | null;
}): Pick<TransferFormValues, 'country' | 'recipientFirstName' | 'recipientLastName' | 'recipientPhone' | 'deliveryMethod' | 'bankId' | 'accountNumber'> {
  const method = recipient.deliveryMethod && effectiveDeliveryMethod(recipient.country, recipient.deliveryMethod) === recipient.deliveryMethod ? recipient.deliveryMethod : '';
  const bank = method === 'bank_account';
  return {
    country: recipient.country,
    recipientFirstName: recipient.firstName,
    recipientLastName: recipient.lastName,
    recipientPhone: recipient.phone ?? '',
    deliveryMethod: method,
    bankId: bank ? (recipient.bankId ?? '') : '',
    accountNumber: bank ? (recipient.accountNumber ?? '') : '',
  };
}

/** Spec section 2: the amount is a number, and anything that is not one counts as 0. */
export function toAmount(text: string): number {
  const amount = Number.parseFloat(text);
  return Number.isFinite(amount) ? amount : 0;
}

const required = (message: string) => z.string().trim().min(1, message).max(100, m('validation.nameTooLong'));
const countryValues = countries.map((country) => country.value) as [string, ...string[]];

export const transferFormSchema = z.object({
  amount: z
    .number()
    .min(MIN_SEND_AMOUNT, m('validation.amountMin'))
    .refine(isQuotableAmount, m('validation.amountDecimals')),
  country: z.enum(countryValues, m('validation.countryRequired')),
  paymentMethod: z.string().min(1, m('validation.paymentMethodRequired')),
  // The sender is the signed-in account: shown read-only, taken by the server from the account (issue #15).
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  recipientFirstName: required(m('validation.recipientFirstNameRequired')),
  recipientLastName: required(m('validation.recipientLastNameRequired')),
  recipientPhone: required(m('validation.recipientPhoneRequired')),
  // The method and a bank account's fields are checked by `deliveryChoiceErrors`, then by the server.
  deliveryMethod: z.string(),
  bankId: z.string(),
  accountNumber: z.string(),
});

export type TransferForm = z.infer<typeof transferFormSchema>;

/**
 * The form on arrival (spec section 2, "Send-money screen"): the sender from the signed-in
 * user, and the amount, country and recipient from the query of "Send Again" (amount,
 * country, firstName, lastName, phone) or of a saved recipient's "Send Money"
 * (recipientFirstName, recipientLastName, recipientPhone, country: all four, or none). Both
 * may carry how the recipient is paid (deliveryMethod, and bankId and accountNumber for a bank
 * account); a method the country does not offer is ignored.
 */
export function initialValues(query: URLSearchParams, user: CurrentUser | null | undefined): TransferFormValues {
  const param = (name: string) => query.get(name)?.trim() || undefined;

  const amountParam = param('amount');
  const countryParam = param('country');
  const country = countryParam && findCountry(countryParam) ? countryParam : DEFAULT_COUNTRY;
  const amount = amountParam !== undefined && Number.isFinite(Number(amountParam)) ? amountParam : defaultAmountFor(country, param('deliveryMethod') ?? '');

  const values: TransferFormValues = {
    amount,
    country,
    paymentMethod: '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    recipientFirstName: param('firstName') ?? '',
    recipientLastName: param('lastName') ?? '',
    recipientPhone: param('phone') ?? '',
    deliveryMethod: '',
    bankId: '',
    accountNumber: '',
  };

  const deliveryMethod = param('deliveryMethod');
  if (deliveryMethod && effectiveDeliveryMethod(country, deliveryMethod) === deliveryMethod) {
    values.deliveryMethod = deliveryMethod;
    if (deliveryMethod === 'bank_account') {
      values.bankId = param('bankId') ?? '';
      values.accountNumber = param('accountNumber') ?? '';
    }
  }

  const savedRecipient = {
    recipientFirstName: param('recipientFirstName'),
    recipientLastName: param('recipientLastName'),
    recipientPhone: param('recipientPhone'),
  };
  if (countryParam && savedRecipient.recipientFirstName && savedRecipient.recipientLastName && savedRecipient.recipientPhone) {
    values.recipientFirstName = savedRecipient.recipientFirstName;
    values.recipientLastName = savedRecipient.recipientLastName;
    values.recipientPhone = savedRecipient.recipientPhone;
  }
  return values;
}
