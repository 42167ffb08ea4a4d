import { z } from 'zod';
import { COUNTRIES } from '../shared/domain/country.js';
import { DELIVERY_METHODS } from '../shared/domain/delivery-method.js';
import { LANGUAGES } from '../shared/domain/language.js';
import type { Recipient } from './domain/recipient.js';

/** A recipient as `/api/recipients` answers it. */
export const recipientResponse = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().meta({ description: 'E.164' }),
    country: z.enum(COUNTRIES),
    deliveryMethod: z.enum(DELIVERY_METHODS),
    bankId: z.string().nullable(),
    bankName: z.string().nullable(),
    accountNumber: z.string().nullable().meta({ description: 'The bank account number (bank accounts only).' }),
    language: z.enum(LANGUAGES).meta({ description: 'The language of their SMS.' }),
    useCount: z.number().int().meta({ description: 'How many transfers the sender paid to this recipient (a checkout only started does not count).' }),
    lastUsed: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Recipient' });
export type RecipientResponse = z.infer<typeof recipientResponse>;

export function toRecipientResponse(recipient: Recipient, paidTransfers: number): RecipientResponse {
  return {
    id: recipient.id,
    firstName: recipient.firstName,
    lastName: recipient.lastName,
    phone: recipient.phone,
    country: recipient.country,
    deliveryMethod: recipient.deliveryMethod,
    bankId: recipient.bankId,
    bankName: recipient.bankName,
    accountNumber: recipient.accountNumber,
    language: recipient.language,
    useCount: paidTransfers,
    lastUsed: recipient.lastUsed?.toISOString() ?? null,
    createdAt: recipient.createdAt.toISOString(),
  };
}
