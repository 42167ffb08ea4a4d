import { z } from 'zod';
import { countries, type CountryValue } from '@/config/countries';
import { errorCode, serverFieldErrors } from '@/lib/api-error';
import type { FieldErrors } from '@/lib/form';

const rate = z.coerce
  .number({ error: 'Rate must be positive' })
  .positive('Rate must be positive');

/** Spec section 5, admin rates form: each rate a positive number, the password non-empty. */
export const ratesFormSchema = z.object({
  eritrea: rate,
  ethiopia: rate,
  uganda: rate,
  kenya: rate,
  password: z.string().min(1, 'Admin password is required'),
});

export type RatesFormInput = z.infer<typeof ratesFormSchema>;

export type RatesFormField = CountryValue | 'password';

/** What the fields hold while typing. */
export type RatesFormValues = Record<RatesFormField, string>;

export const RATES_FORM_FIELDS: readonly RatesFormField[] = [...countries.map((country) => country.value), 'password'];

/**
 * The server's messages for this form's fields; `rates.kenya` and `kenya` both name the Kenya
 * field. A password that is not the signed-in operator's (401 ADMIN.INVALID_PASSWORD, which
 * names no field) is marked on the password field.
 */
export function serverRatesErrors(error: unknown): FieldErrors<RatesFormField> {
  const errors: FieldErrors<RatesFormField> = {};
  if (errorCode(error) === 'ADMIN.INVALID_PASSWORD') errors.password = 'Invalid admin password';
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    const name = field.replace(/^rates\./, '');
    if ((RATES_FORM_FIELDS as readonly string[]).includes(name) && !(name in errors)) {
      errors[name as RatesFormField] = message;
    }
  }
  return errors;
}
