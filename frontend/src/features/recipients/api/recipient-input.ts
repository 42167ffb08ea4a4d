import { z } from 'zod';
import { countries, type CountryValue } from '@/config/countries';
import { serverFieldErrors } from '@/lib/api-error';
import {
  DELIVERY_FIELDS,
  deliveryChoice,
  deliveryChoiceErrors,
  type DeliveryChoice,
  type DeliveryValues,
} from '@/lib/delivery-choice';
import { fieldErrorsOf, type FieldErrors } from '@/lib/form';
import { isLanguage, type Language } from '@/lib/i18n/languages';
import { m } from '@/lib/i18n/messages';

export const DEFAULT_RECIPIENT_COUNTRY: CountryValue = 'kenya';

/**
 * The language of a recipient's text messages until the sender picks another: the one most read
 * where they live (issue #27; the server defaults the same way).
 */
export const RECIPIENT_LANGUAGE_BY_COUNTRY: Record<CountryValue, Language> = {
  kenya: 'sw',
  uganda: 'en',
  ethiopia: 'am',
  eritrea: 'ti',
};

/** The language the form shows and sends: the sender's choice, else the country's. */
export function recipientLanguage(values: Pick<RecipientFormValues, 'country' | 'language'>): Language {
  if (isLanguage(values.language)) return values.language;
  return RECIPIENT_LANGUAGE_BY_COUNTRY[values.country as CountryValue] ?? 'en';
}

const countryValues = countries.map((country) => country.value) as [CountryValue, ...CountryValue[]];

/** The add-recipient form (spec section 5); the server checks the phone against the country and the method. */
export const recipientInputSchema = z.object({
  firstName: z.string().trim().min(1, m('validation.firstNameRequired')),
  lastName: z.string().trim().min(1, m('validation.lastNameRequired')),
  phone: z.string().trim().min(1, m('validation.phoneNumberRequired')),
  country: z.enum(countryValues, { error: m('validation.countryRequired') }),
});

/** `POST /api/recipients`: the recipient and how they are paid (the bank fields for a bank account only). */
export type RecipientInput = z.output<typeof recipientInputSchema> & DeliveryChoice & { language: Language };

/**
 * The form's values while typing: the country may be anything the select holds; `language` is
 * empty while it follows the country.
 */
export type RecipientFormValues = { firstName: string; lastName: string; phone: string; country: string; language: string } & DeliveryValues;

export type RecipientField = keyof RecipientFormValues;

export const RECIPIENT_FIELDS: readonly RecipientField[] = ['firstName', 'lastName', 'country', 'phone', ...DELIVERY_FIELDS, 'language'];

/**
 * The request for the values typed, or a message for every field that needs one: the names
 * and phone, and for a bank account the bank and the account number (its format is the
 * server's to check).
 */
export function parseRecipientInput(
  values: RecipientFormValues,
): { data: RecipientInput; errors?: undefined } | { data?: undefined; errors: FieldErrors<RecipientField> } {
  const parsed = recipientInputSchema.safeParse(values);
  const choice = deliveryChoice(values.country, values);
  const errors: FieldErrors<RecipientField> = {
    ...(parsed.success ? {} : (fieldErrorsOf(parsed.error) as FieldErrors<RecipientField>)),
    ...deliveryChoiceErrors(choice),
  };
  if (!parsed.success || !choice || Object.keys(errors).length > 0) return { errors };
  return { data: { ...parsed.data, ...choice, language: recipientLanguage(values) } };
}

/** The messages the server gave for fields of this form (a phone not valid for the country...). */
export function serverRecipientErrors(error: unknown): FieldErrors<RecipientField> {
  const errors: FieldErrors<RecipientField> = {};
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    if ((RECIPIENT_FIELDS as readonly string[]).includes(field)) errors[field as RecipientField] = message;
  }
  return errors;
}

/**
 * What changing one field clears: a new country picks its default method and language (shown, so
 * the sender can pick another) and can make the phone valid again.
 */
export function withChange(values: RecipientFormValues, field: RecipientField, value: string): RecipientFormValues {
  if (field === 'country') return { ...values, country: value, deliveryMethod: '', bankId: '', accountNumber: '', language: '' };
  return { ...values, [field]: value };
}

/** The errors left after a change: the field's own, and the phone's and delivery's after a new country or method. */
export function errorsAfterChange(errors: FieldErrors<RecipientField>, field: RecipientField): FieldErrors<RecipientField> {
  const cleared: FieldErrors<RecipientField> = { ...errors, [field]: undefined };
  if (field === 'country' || field === 'deliveryMethod') {
    cleared.phone = undefined;
    cleared.deliveryMethod = undefined;
    cleared.bankId = undefined;
    cleared.accountNumber = undefined;
  }
  return cleared;
}
