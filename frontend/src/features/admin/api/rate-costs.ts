import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { useAdminAccessLost } from './admin-session';

export const RATE_COSTS_KEY = '/api/admin/rates/costs';

const rateCostsSchema = z.object({
  /** How far a rate may stand from its cost, in percent. */
  bandPercent: z.number(),
  /** How far from its cost a rate is set at once, in percent; further, a second finance operator approves it. */
  approvalBandPercent: z.number().optional(),
  currencies: z.array(
    z.object({
      country: z.string(),
      currency: z.string(),
      /** Null: never observed; no band. */
      cost: z.object({ rate: z.number(), source: z.string(), rail: z.string(), observedAt: z.string() }).nullable(),
      lowest: z.number().nullable(),
      highest: z.number().nullable(),
      /** The rates set at once (null: cost never observed: every new rate waits for approval). */
      approvalLowest: z.number().nullish(),
      approvalHighest: z.number().nullish(),
    }),
  ),
});

export type RateCosts = z.infer<typeof rateCostsSchema>;

/** What each currency costs us and the rates an update may set (`GET /api/admin/rates/costs`). */
export function useRateCosts() {
  const onError = useAdminAccessLost();
  return useSWR(RATE_COSTS_KEY, (url: string) => apiGet(url, rateCostsSchema), { onError });
}

/**
 * Whether a new `rate` for `country` waits for a second finance operator (four eyes): further
 * from its currency's cost than the approval band (but inside the cost band), or its cost never
 * observed. Unknown (the
 * costs not loaded, an older server): false, and the server says so if it does.
 */
export function rateNeedsApproval(costs: RateCosts | undefined, country: string, rate: number): boolean {
  const entry = costs?.currencies.find((c) => c.country === country);
  if (!costs || costs.approvalBandPercent === undefined || !entry) return false;
  if (!entry.cost || entry.approvalLowest == null || entry.approvalHighest == null) return true;
  // Outside the cost band the server refuses it (422, most likely a typo): no reason to ask for.
  if ((entry.lowest != null && rate < entry.lowest) || (entry.highest != null && rate > entry.highest)) return false;
  return rate < entry.approvalLowest || rate > entry.approvalHighest;
}
