import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';

/** docs/api.md `GET /api/sending-limits`: what the sender can still send now, and the sentence saying so. */
const allowanceSchema = z.object({
  remaining: z.number(),
  remainingToday: z.number(),
  remainingThisMonth: z.number(),
  perTransfer: z.number(),
  boundBy: z.string(),
  message: z.string(),
  /** The sender's verification tier, whose limits these are, and the next one (issue #26). */
  tier: z.enum(['none', 'basic', 'verified_id', 'enhanced']).optional(),
  nextTier: z.enum(['basic', 'verified_id', 'enhanced']).nullish(),
});

export const SENDING_LIMITS_KEY = '/api/sending-limits';

export function useSendingAllowance() {
  return useSWR(SENDING_LIMITS_KEY, (url: string) => apiGet(url, allowanceSchema));
}
