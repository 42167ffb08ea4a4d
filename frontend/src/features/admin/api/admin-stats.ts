import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { useAdminAccessLost } from './admin-session';
import { moneyValueSchema } from './admin-schemas';

export const ADMIN_STATS_KEY = '/api/admin/stats';

/** Spec section 3, "Admin stats", plus the daily volume the Analytics chart draws. */
const adminStatsSchema = z.object({
  totalUsers: z.number(),
  newUsersThisMonth: z.number(),
  totalTransactions: z.number(),
  transactionsThisMonth: z.number(),
  totalVolume: moneyValueSchema,
  volumeThisMonth: moneyValueSchema,
  /** Percent with one decimal, over the last 30 days. */
  successRate: z.number(),
  averageTransaction: moneyValueSchema,
  topCountry: z.string().nullish(),
  /** `card`, `ach`, or null when there are no transfers yet. */
  popularPaymentMethod: z.string().nullish(),
  volumeByDay: z.array(z.object({ date: z.string(), volume: moneyValueSchema })).default([]),
  /** Payment attempts declined in the last 30 days: a jump means someone is testing cards. */
  declinedPayments: z.number().default(0),
});

export type AdminStats = z.infer<typeof adminStatsSchema>;

/** Fetched only once admin access is granted (spec section 7): mount it behind the gate. */
export function useAdminStats() {
  const onError = useAdminAccessLost();
  return useSWR(ADMIN_STATS_KEY, (url: string) => apiGet(url, adminStatsSchema), { onError });
}
