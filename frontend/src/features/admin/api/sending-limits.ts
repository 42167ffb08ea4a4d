import useSWR from 'swr';
import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';

export const ADMIN_LIMITS_KEY = '/api/admin/sending-limits';
export const ADMIN_TIER_LIMITS_KEY = '/api/admin/sending-limits/tiers';

export const sendingLimitsSchema = z.object({ perTransfer: z.number(), perDay: z.number(), perMonth: z.number() });
export type SendingLimits = z.infer<typeof sendingLimitsSchema>;

/** The verification tiers that have sending limits of their own (issue #26), in the order a sender climbs them. */
export const LIMITED_TIERS = ['basic', 'verified_id', 'enhanced'] as const;
export type LimitedTier = (typeof LIMITED_TIERS)[number];

/** How each tier is named to operators (the server's words in approval summaries). */
export const TIER_LABELS: Record<LimitedTier, string> = { basic: 'Basic', verified_id: 'Verified ID', enhanced: 'Enhanced' };

const tierLimitsSchema = z.object({ basic: sendingLimitsSchema, verified_id: sendingLimitsSchema, enhanced: sendingLimitsSchema });
export type TierLimits = z.infer<typeof tierLimitsSchema>;

/** docs/api.md `GET /api/admin/sending-limits/tiers`: each verification tier's limits (Verified ID's are every sender's until tiers are enforced). */
export function useAdminTierLimits() {
  return useSWR(ADMIN_TIER_LIMITS_KEY, (url: string) => apiGet(url, tierLimitsSchema));
}

/** 202: proposed for a second finance operator (four eyes); `limits` are the tier's still in force. 200: they were these already. */
const savedSchema = z.union([
  z.object({ status: z.literal('waiting_for_approval'), approvalId: z.string(), message: z.string(), limits: sendingLimitsSchema }),
  sendingLimitsSchema,
]);
export type LimitsProposal = z.infer<typeof savedSchema>;

/**
 * `PUT /api/admin/sending-limits` with the tier and why (`proposalNote`): the tier's new limits are
 * proposed, and set only once another finance operator approves them in "Waiting for approval"
 * (issue #25; tiers: issue #26).
 */
export function proposeSendingLimits(tier: LimitedTier, limits: SendingLimits, proposalNote: string): Promise<LimitsProposal> {
  return apiSend('PUT', ADMIN_LIMITS_KEY, { tier, ...limits, proposalNote }, savedSchema);
}
