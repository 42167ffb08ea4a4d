import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/data/current-user';

/** Where Thunes pays: its payers name the account holder where they offer credit-party information. */
const THUNES_COUNTRIES = new Set(['ethiopia', 'eritrea']);

/** A recipient's account as far as it is typed: what `GET /api/recipient-account-holder` asks about. */
export type AccountHolderQuery = { country: string; phone: string; deliveryMethod: string; bankId?: string; accountNumber?: string };

/**
 * The query to ask Thunes once the account is complete enough to look up (a full phone; for a
 * bank account, the bank and a well-formed number too), else undefined. Cash pickup has no
 * account to name, and MTN has its own check (`useMtnRegisteredName`).
 */
export function thunesAccountQuery(query: AccountHolderQuery): AccountHolderQuery | undefined {
  if (!THUNES_COUNTRIES.has(query.country) || query.deliveryMethod === 'cash_pickup') return undefined;
  if (query.phone.replace(/\D/g, '').length < 9) return undefined;
  if (query.deliveryMethod !== 'bank_account') return { country: query.country, phone: query.phone.trim(), deliveryMethod: query.deliveryMethod };
  const accountNumber = (query.accountNumber ?? '').replace(/[\s-]/g, '');
  if (!query.bankId || !/^\d{8,16}$/.test(accountNumber)) return undefined;
  return { ...query, phone: query.phone.trim(), accountNumber };
}

const accountHolderSchema = z.object({ name: z.string().nullable() });

export function accountHolderKey(query: AccountHolderQuery): string {
  const params = new URLSearchParams({ country: query.country, phone: query.phone, deliveryMethod: query.deliveryMethod });
  if (query.bankId) params.set('bankId', query.bankId);
  if (query.accountNumber) params.set('accountNumber', query.accountNumber);
  return `/api/recipient-account-holder?${params.toString()}`;
}

/**
 * The name the paying partner holds the account under (null: it offers no such check here);
 * nothing is fetched without a query. A 404 (an ApiError) means there is no such account.
 */
export function useAccountHolder(query: AccountHolderQuery | undefined) {
  const { data: user } = useCurrentUser();
  return useSWR(user && query ? accountHolderKey(query) : null, (url: string) => apiGet(url, accountHolderSchema));
}
