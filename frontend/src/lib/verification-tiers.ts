import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { formatMoney } from '@/lib/format-money';
import { m, type MessageId, type Say } from '@/lib/i18n/messages';

/** A sender's identity verification tiers (issue #26), lowest first; `none` sends nothing. */
export const TIERS = ['none', 'basic', 'verified_id', 'enhanced'] as const;
export type Tier = (typeof TIERS)[number];
export type LimitedTier = Exclude<Tier, 'none'>;

/** Each tier's name, as the profile and the send screen show it. */
export const TIER_NAMES: Record<Tier, MessageId> = {
  none: m('profile.verification.tier.none'),
  basic: m('profile.verification.tier.basic'),
  verified_id: m('profile.verification.tier.verified_id'),
  enhanced: m('profile.verification.tier.enhanced'),
};

export const TIER_LIMITS_KEY = '/api/sending-limits/tiers';

const limitsSchema = z.object({ perTransfer: z.number(), perDay: z.number(), perMonth: z.number() });
export type Limits = z.infer<typeof limitsSchema>;
const tierLimitsSchema = z.object({ basic: limitsSchema, verified_id: limitsSchema, enhanced: limitsSchema });

/** What each tier lets a sender send (`GET /api/sending-limits/tiers`, the operator's limits). */
export function useTierLimits(wanted = true) {
  return useSWR(wanted ? TIER_LIMITS_KEY : null, (url: string) => apiGet(url, tierLimitsSchema));
}

/** "Up to $999.00 a transfer and $2,999.00 in 30 days." */
export function describeLimits(t: Say, limits: Limits | undefined): string {
  return limits ? t('profile.verification.limits', { perTransfer: formatMoney(limits.perTransfer), perMonth: formatMoney(limits.perMonth) }) : '';
}
