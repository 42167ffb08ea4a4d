/**
 * How far a sender's identity is verified, each tier unlocking higher sending limits (issue #26):
 * `none` (a new sender: sends nothing once tiers are enforced), `basic` (legal name, date of
 * birth, US address and SSN checked by the provider's id number check), `verified_id` (a
 * government ID document and a matching selfie), `enhanced` (source of funds and occupation,
 * reviewed by a compliance operator).
 */
export const VERIFICATION_TIERS = ['none', 'basic', 'verified_id', 'enhanced'] as const;
export type VerificationTier = (typeof VERIFICATION_TIERS)[number];

/** The tiers that have sending limits of their own (the operator sets each). */
export const LIMITED_TIERS = ['basic', 'verified_id', 'enhanced'] as const;
export type LimitedTier = (typeof LIMITED_TIERS)[number];

export function isVerificationTier(value: unknown): value is VerificationTier {
  return typeof value === 'string' && (VERIFICATION_TIERS as readonly string[]).includes(value);
}

export function tierRank(tier: VerificationTier): number {
  return VERIFICATION_TIERS.indexOf(tier);
}

/** Whether `tier` is `wanted` or above it. */
export function reaches(tier: VerificationTier, wanted: VerificationTier): boolean {
  return tierRank(tier) >= tierRank(wanted);
}

/** The tier after `tier`, or null at the top. */
export function nextTier(tier: VerificationTier): LimitedTier | null {
  const next = VERIFICATION_TIERS[tierRank(tier) + 1];
  return next === undefined ? null : (next as LimitedTier);
}

/** The higher of two tiers: a tier once reached is never lowered by a later check. */
export function higherTier(a: VerificationTier, b: VerificationTier): VerificationTier {
  return tierRank(a) >= tierRank(b) ? a : b;
}
