import { z } from 'zod';
import { parseCalendarDate } from './domain/calendar-date.js';
import { CHECK_KINDS } from './domain/identity-check.js';
import { US_STATE_CODES } from './domain/us-address.js';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can have at most ${max} characters`)
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), `${label} cannot contain control characters`);

const name = (label: string) => text(label, 100).refine((value) => /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u.test(value), `${label} can have letters, spaces, apostrophes, hyphens and periods only`);

/** The Basic details: legal name, date of birth and US residential address (the SSN goes to the identity provider's form, never here). */
export const senderDetailsRequest = z
  .object({
    legalFirstName: name('First name'),
    legalLastName: name('Last name'),
    dateOfBirth: z
      .string({ error: 'Date of birth is required' })
      .refine((value) => parseCalendarDate(value) !== null, 'Enter the date of birth as YYYY-MM-DD'),
    address: z
      .object({
        line1: text('Street address', 100),
        line2: text('Apartment, suite or unit', 100).nullish(),
        city: text('City', 60),
        state: z.enum(US_STATE_CODES, { error: 'Choose a US state or territory' }),
        postalCode: z.string({ error: 'ZIP code is required' }).trim().regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code (or ZIP+4)'),
      })
      .strict(),
  })
  .strict()
  .meta({ id: 'SenderDetailsRequest' });

export const startCheckRequest = z
  .object({ kind: z.enum(CHECK_KINDS, { error: 'kind must be id_number (Basic) or document (Verified ID)' }) })
  .strict()
  .meta({ id: 'StartIdentityCheckRequest' });
