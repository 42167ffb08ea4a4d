import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { useCurrentUser } from './current-user';

export const RECIPIENTS_KEY = '/api/recipients';

/** A saved recipient (docs/api.md "Recipients"); the phone is stored in E.164. */
export const recipientSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  country: z.string(),
  /** `mpesa`, `mtn_momo`, `telebirr`, `bank_account` or `cash_pickup`; unset means the country's default. */
  deliveryMethod: z.string().nullish(),
  /** Bank accounts only: the bank (the partner's id and its name) and the account number. */
  bankId: z.string().nullish(),
  bankName: z.string().nullish(),
  accountNumber: z.string().nullish(),
  /** The language of the recipient's text messages (`en`, `am`, `ti`, `sw`), their country's unless the sender chose one. */
  language: z.string().nullish(),
  useCount: z.number().int().nonnegative(),
  lastUsed: z.string().nullish(),
  createdAt: z.string().nullish(),
});

export type Recipient = z.infer<typeof recipientSchema>;

const recipientListSchema = z.array(recipientSchema);

/** The signed-in user's recipients, most recently used first. Nothing is fetched signed out. */
export function useRecipients() {
  const { data: user } = useCurrentUser();
  return useSWR(user ? RECIPIENTS_KEY : null, (url: string) => apiGet(url, recipientListSchema));
}

/** The path of one recipient, for PUT and DELETE. */
export function recipientPath(id: Recipient['id']): string {
  return `${RECIPIENTS_KEY}/${encodeURIComponent(String(id))}`;
}

