import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { useAdminAccessLost } from './admin-session';

export const RATE_COSTS_KEY = '/api/admin/rates/costs';

const rateCostsSchema = z.object({
  /** How far a rate may stand from its cost, in percent. */
  bandPercent: z.number(),
  currencies: z.array(
    z.object({
      country: z.string(),
      currency: z.string(),
      /** Null: never observed; no band. */
      cost: z.object({ rate: z.number(), source: z.string(), rail: z.string(), observedAt: z.string() }).nullable(),
      lowest: z.number().nullable(),
      highest: z.number().nullable(),
    }),
  ),
});

export type RateCosts = z.infer<typeof rateCostsSchema>;

/** What each currency costs us and the rates an update may set (`GET /api/admin/rates/costs`). */
export function useRateCosts() {
  const onError = useAdminAccessLost();
  return useSWR(RATE_COSTS_KEY, (url: string) => apiGet(url, rateCostsSchema), { onError });
}
