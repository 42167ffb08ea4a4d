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

export const DEFAULT_RECIPIENT_COUNTRY: CountryValue = 'kenya';

const countryValues = countries.map((country) => country.value) as [CountryValue, ...CountryValue[]];

/** The add-recipient form (spec section 5); the server checks the phone against the country and the method. */
export const recipientInputSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  phone: z.string().trim().min(1, 'Phone number is required'),
  country: z.enum(countryValues, { error: 'Please select a country' }),
});

/** `POST /api/recipients`: the recipient and how they are paid (the bank fields for a bank account only). */
export type RecipientInput = z.output<typeof recipientInputSchema> & DeliveryChoice;

/** The form's values while typing: the country may be anything the select holds. */
export type RecipientFormValues = { firstName: string; lastName: string; phone: string; country: string } & DeliveryValues;

export type RecipientField = keyof RecipientFormValues;

export const RECIPIENT_FIELDS: readonly RecipientField[] = ['firstName', 'lastName', 'country', 'phone', ...DELIVERY_FIELDS];

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
  return { data: { ...parsed.data, ...choice } };
}

/** The messages the server gave for fields of this form (a phone not valid for the country...). */
export function serverRecipientErrors(error: unknown): FieldErrors<RecipientField> {
  const errors: FieldErrors<RecipientField> = {};
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    if ((RECIPIENT_FIELDS as readonly string[]).includes(field)) errors[field as RecipientField] = message;
  }
  return errors;
}

/** What changing one field clears: a new country picks its default method and can make the phone valid again. */
export function withChange(values: RecipientFormValues, field: RecipientField, value: string): RecipientFormValues {
  if (field === 'country') return { ...values, country: value, deliveryMethod: '', bankId: '', accountNumber: '' };
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
