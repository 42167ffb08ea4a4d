import useSWR from 'swr';
import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';

export const ADMIN_LIMITS_KEY = '/api/admin/sending-limits';

export const sendingLimitsSchema = z.object({ perTransfer: z.number(), perDay: z.number(), perMonth: z.number() });
export type SendingLimits = z.infer<typeof sendingLimitsSchema>;

/** docs/api.md `GET /api/admin/sending-limits`. */
export function useAdminSendingLimits() {
  return useSWR(ADMIN_LIMITS_KEY, (url: string) => apiGet(url, sendingLimitsSchema));
}

/** `PUT /api/admin/sending-limits` (audited). */
export function saveSendingLimits(limits: SendingLimits): Promise<SendingLimits> {
  return apiSend('PUT', ADMIN_LIMITS_KEY, limits, sendingLimitsSchema);
}
