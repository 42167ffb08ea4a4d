import useSWR from 'swr';
import * as check from './response-check';
import { apiGet } from '@/lib/api-client';
import { useCurrentUser } from './current-user';

export const RECIPIENTS_KEY = '/api/recipients';

/** A saved recipient (docs/api.md "Recipients"); the phone is stored in E.164. */
export const recipientSchema = check.object({
  id: check.union([check.int(), check.nonEmptyString()]),
  firstName: check.string(),
  lastName: check.string(),
  phone: check.string(),
  country: check.string(),
  /** `mpesa`, `mtn_momo`, `telebirr`, `bank_account` or `cash_pickup`; unset means the country's default. */
  deliveryMethod: check.nullish(check.string()),
  /** Bank accounts only: the bank (the partner's id and its name) and the account number. */
  bankId: check.nullish(check.string()),
  bankName: check.nullish(check.string()),
  accountNumber: check.nullish(check.string()),
  /** The language of the recipient's text messages (`en`, `am`, `ti`, `sw`), their country's unless the sender chose one. */
  language: check.nullish(check.string()),
  useCount: check.nonNegativeInt(),
  lastUsed: check.nullish(check.string()),
  createdAt: check.nullish(check.string()),
});

export type Recipient = check.Infer<typeof recipientSchema>;

const recipientListSchema = check.array(recipientSchema);

/** The signed-in user's recipients, most recently used first. Nothing is fetched signed out. */
export function useRecipients() {
  const { data: user } = useCurrentUser();
  return useSWR(user ? RECIPIENTS_KEY : null, (url: string) => apiGet(url, recipientListSchema));
}

/** The path of one recipient, for PUT and DELETE. */
export function recipientPath(id: Recipient['id']): string {
  return `${RECIPIENTS_KEY}/${encodeURIComponent(String(id))}`;
}

