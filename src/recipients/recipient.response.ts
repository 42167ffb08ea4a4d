import type { Country } from '../shared/domain/country.js';
import type { Recipient } from './domain/recipient.js';

/** A recipient as `/api/recipients` answers it. */
export interface RecipientResponse {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  country: Country;
  useCount: number;
  lastUsed: string | null;
  createdAt: string;
}

export function toRecipientResponse(recipient: Recipient): RecipientResponse {
  return {
    id: recipient.id,
    firstName: recipient.firstName,
    lastName: recipient.lastName,
    phone: recipient.phone,
    country: recipient.country,
    useCount: recipient.useCount,
    lastUsed: recipient.lastUsed?.toISOString() ?? null,
    createdAt: recipient.createdAt.toISOString(),
  };
}
