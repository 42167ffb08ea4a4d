import { z } from 'zod';
import { countries, type CountryValue } from '@/config/countries';
import { serverFieldErrors } from '@/lib/api-error';
import type { FieldErrors } from '@/lib/form';

export const DEFAULT_RECIPIENT_COUNTRY: CountryValue = 'kenya';

const countryValues = countries.map((country) => country.value) as [CountryValue, ...CountryValue[]];

/** The add-recipient form (spec section 5); the server checks the phone against the country. */
export const recipientInputSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  phone: z.string().trim().min(1, 'Phone number is required'),
  country: z.enum(countryValues, { error: 'Please select a country' }),
});

export type RecipientInput = z.infer<typeof recipientInputSchema>;

/** The form's values while typing: the country may be anything the select holds. */
export type RecipientFormValues = { firstName: string; lastName: string; phone: string; country: string };

export type RecipientField = keyof RecipientFormValues;

export const RECIPIENT_FIELDS: readonly RecipientField[] = ['firstName', 'lastName', 'country', 'phone'];

/** The messages the server gave for fields of this form (a phone not valid for the country...). */
export function serverRecipientErrors(error: unknown): FieldErrors<RecipientField> {
  const errors: FieldErrors<RecipientField> = {};
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    if ((RECIPIENT_FIELDS as readonly string[]).includes(field)) errors[field as RecipientField] = message;
  }
  return errors;
}
