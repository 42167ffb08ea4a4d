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

/** 202: proposed for a second finance operator (four eyes); `limits` are the ones still in force. 200: they were these already. */
const savedSchema = z.union([
  z.object({ status: z.literal('waiting_for_approval'), approvalId: z.string(), message: z.string(), limits: sendingLimitsSchema }),
  sendingLimitsSchema,
]);
export type LimitsProposal = z.infer<typeof savedSchema>;

/**
 * `PUT /api/admin/sending-limits` with why (`proposalNote`): the new limits are proposed, and set
 * only once another finance operator approves them in "Waiting for approval" (issue #25).
 */
export function proposeSendingLimits(limits: SendingLimits, proposalNote: string): Promise<LimitsProposal> {
  return apiSend('PUT', ADMIN_LIMITS_KEY, { ...limits, proposalNote }, savedSchema);
}
