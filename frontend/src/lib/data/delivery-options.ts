import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { useCurrentUser } from './current-user';

const DELIVERY_OPTIONS_PATH = '/api/delivery-options';

/**
 * `GET /api/delivery-options?country=`: the methods a country offers (its default first),
 * the banks of a bank account, and what each pays. Amounts are decimal strings in the
 * recipient's currency; they are shown, never computed with.
 */
const deliveryOptionsSchema = z.object({
  country: z.string(),
  methods: z.array(
    z.object({
      method: z.string(),
      banks: z.array(z.object({ id: z.string(), name: z.string() })).default([]),
      currency: z.string(),
      increment: z.string(),
      minimum: z.string(),
      maximum: z.string(),
    }),
  ),
});

export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;

export type Bank = { id: string; name: string };

export function deliveryOptionsKey(country: string): string {
  return `${DELIVERY_OPTIONS_PATH}?${new URLSearchParams({ country }).toString()}`;
}

/**
 * The delivery options of `country`, fetched only while `enabled` (the banks are needed only
 * once the sender picks a bank account). A 503 means the payout partner could not be asked.
 */
export function useDeliveryOptions(country: string, { enabled = true }: { enabled?: boolean } = {}) {
  const { data: user } = useCurrentUser();
  return useSWR(user && enabled && country ? deliveryOptionsKey(country) : null, (url: string) =>
    apiGet(url, deliveryOptionsSchema),
  );
}

/** The banks a country's bank-account method pays into. */
export function banksOf(options: DeliveryOptions | undefined): Bank[] {
  return options?.methods.find((method) => method.method === 'bank_account')?.banks ?? [];
}
