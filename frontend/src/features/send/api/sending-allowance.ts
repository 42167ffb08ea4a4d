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
});

export const SENDING_LIMITS_KEY = '/api/sending-limits';

export function useSendingAllowance() {
  return useSWR(SENDING_LIMITS_KEY, (url: string) => apiGet(url, allowanceSchema));
}
