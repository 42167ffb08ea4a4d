import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { FIVE_MINUTES_MS } from '@/lib/swr-config';

export const RATES_KEY = '/api/rates';

/** Units of each destination currency per 1 USD. */
const ratesSchema = z.object({
  eritrea: z.number().positive(),
  ethiopia: z.number().positive(),
  uganda: z.number().positive(),
  kenya: z.number().positive(),
});

export type Rates = z.infer<typeof ratesSchema>;

export function useRates() {
  return useSWR(RATES_KEY, (url: string) => apiGet(url, ratesSchema), {
    dedupingInterval: FIVE_MINUTES_MS,
  });
}
