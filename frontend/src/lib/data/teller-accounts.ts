import useSWR from 'swr';
import { z } from 'zod';
import { apiSend } from '@/lib/api-client';

const TELLER_ACCOUNTS_URL = '/api/teller-accounts';

/** One account at the linked bank, as the bank-linking provider lists it (spec section 3). */
const tellerAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  institution: z.object({ name: z.string() }),
  last_four: z.string(),
  type: z.string(),
  subtype: z.string(),
});

export type TellerAccount = z.infer<typeof tellerAccountSchema>;

const tellerAccountsSchema = z.object({ accounts: z.array(tellerAccountSchema) });

function fetchTellerAccounts([url, accessToken]: readonly [string, string]): Promise<TellerAccount[]> {
  return apiSend('POST', url, { access_token: accessToken }, tellerAccountsSchema).then((result) => result.accounts);
}

/**
 * The accounts a Teller Connect enrollment can see (`POST /api/teller-accounts`): the bank
 * checkout pays from one, the payment-methods page saves one. Nothing is fetched without a
 * token; an expired token fails with the server's message (401).
 */
export function useTellerAccounts(accessToken: string | null) {
  return useSWR(accessToken ? ([TELLER_ACCOUNTS_URL, accessToken] as const) : null, fetchTellerAccounts, {
    revalidateIfStale: false,
  });
}
