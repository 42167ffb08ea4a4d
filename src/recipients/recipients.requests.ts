import { type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { deliveryChoice } from '../payments/payouts/delivery-choice.request.js';
import { COUNTRIES } from '../shared/domain/country.js';
import { LANGUAGES } from '../shared/domain/language.js';
import { RecipientNotFoundError } from './domain/recipient.errors.js';

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, 'Names can be at most 100 characters');

/**
 * `POST /api/recipients`. The phone is checked against the country (and stored in E.164)
 * by the service, which refuses it with a 400 naming `phone`.
 */
export const recipientRequest = z.object({
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .max(32, 'Phone numbers can be at most 32 characters'),
  country: z.enum(COUNTRIES, { error: 'Please select a country' }),
  ...deliveryChoice,
  language: z
    .enum(LANGUAGES, { error: 'Choose the language of their SMS: en, am, ti or sw' })
    .optional()
    .meta({ description: "The language of the recipient's SMS. Absent: unchanged, or for a new recipient their country's (sw Kenya, en Uganda, am Ethiopia, ti Eritrea)." }),
});

/** `PUT /api/recipients/{id}`: the edit dialog sends the recipient's id back beside its fields. */
export const updateRecipientRequest = recipientRequest.extend({
  id: z.coerce.number({ error: 'Recipient id must be a number' }).nullish(),
});

export type RecipientRequest = z.output<typeof recipientRequest>;
export type UpdateRecipientRequest = z.output<typeof updateRecipientRequest>;

const MAX_SERIAL = 2_147_483_647;

/**
 * A recipient id from the path. Anything that cannot be a recipient's id (`abc`, `0`,
 * `1.5`, beyond the serial range) is a recipient that does not exist: 404, never 400 or 500.
 */
export class RecipientIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(id <= MAX_SERIAL)) throw new RecipientNotFoundError();
    return id;
  }
}
