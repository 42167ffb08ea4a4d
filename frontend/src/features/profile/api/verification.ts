import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';
import { TIERS } from '@/lib/verification-tiers';

export const VERIFICATION_KEY = '/api/profile/verification';

const CHECK_STATES = ['awaiting_input', 'processing', 'passed', 'failed', 'canceled'] as const;

const checkSchema = z.object({ id: z.string(), state: z.enum(CHECK_STATES), reason: z.string().nullable(), updatedAt: z.string() }).nullable();
export type IdentityCheckView = z.infer<typeof checkSchema>;

const addressSchema = z.object({ line1: z.string(), line2: z.string().nullable(), city: z.string(), state: z.string(), postalCode: z.string() });

/** `GET /api/profile/verification`: the sender's tier, their Basic details and their latest checks. */
export const verificationSchema = z.object({
  tier: z.enum(TIERS),
  nextTier: z.enum(['basic', 'verified_id', 'enhanced']).nullable(),
  details: z.object({ legalFirstName: z.string(), legalLastName: z.string(), dateOfBirth: z.string(), address: addressSchema }).nullable(),
  detailsLocked: z.boolean(),
  checks: z.object({ id_number: checkSchema, document: checkSchema }),
});
export type Verification = z.infer<typeof verificationSchema>;


/** A check waiting on the provider: the status is asked again until it is done. */
const POLL_MS = 1500;
const waiting = (status: Verification | undefined) =>
  Boolean(status && (status.checks.id_number?.state === 'processing' || status.checks.document?.state === 'processing'));

/** The sender's verification; `polling` (a check was just submitted) asks again until the provider answered. */
export function useVerification(polling = false) {
  return useSWR(VERIFICATION_KEY, (url: string) => apiGet(url, verificationSchema), {
    refreshInterval: (latest) => (polling || waiting(latest) ? POLL_MS : 0),
  });
}

export function useRevalidateVerification() {
  const { mutate } = useSWRConfig();
  return () => mutate(VERIFICATION_KEY);
}

export type BasicDetails = {
  legalFirstName: string;
  legalLastName: string;
  dateOfBirth: string;
  address: { line1: string; line2: string | null; city: string; state: string; postalCode: string };
};

/** `PUT /api/profile/verification/details`. */
export function saveBasicDetails(details: BasicDetails) {
  return apiSend('PUT', VERIFICATION_KEY + '/details', details, verificationSchema);
}

/** `POST /api/profile/verification/checks`: the client secret for Stripe.js `verifyIdentity`. */
export function startIdentityCheck(kind: 'id_number' | 'document') {
  return apiSend('POST', VERIFICATION_KEY + '/checks', { kind }, z.object({ checkId: z.string(), kind: z.enum(['id_number', 'document']), clientSecret: z.string() }));
}
