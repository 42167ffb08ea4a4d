import { z } from 'zod';
import { VERIFICATION_TIERS, LIMITED_TIERS } from './domain/verification-tier.js';
import { CHECK_KINDS } from './domain/identity-check.js';

const checkView = z
  .object({
    id: z.uuid(),
    state: z.enum(['awaiting_input', 'processing', 'passed', 'failed', 'canceled']),
    reason: z.string().nullable().meta({ description: "Why the sender must try again: the provider's last_error code (document_expired, selfie_face_mismatch, ...) or details_mismatch." }),
    updatedAt: z.iso.datetime(),
  })
  .nullable();

export const verificationStatusResponse = z
  .object({
    tier: z.enum(VERIFICATION_TIERS),
    nextTier: z.enum(LIMITED_TIERS).nullable(),
    details: z
      .object({
        legalFirstName: z.string(),
        legalLastName: z.string(),
        dateOfBirth: z.string(),
        address: z.object({ line1: z.string(), line2: z.string().nullable(), city: z.string(), state: z.string(), postalCode: z.string() }),
      })
      .nullable(),
    detailsLocked: z.boolean(),
    checks: z.object({ id_number: checkView, document: checkView }),
  })
  .meta({ id: 'VerificationStatus' });

export const identityCheckStartedResponse = z
  .object({
    checkId: z.uuid(),
    kind: z.enum(CHECK_KINDS),
    clientSecret: z.string().meta({ description: "The VerificationSession's client secret for Stripe.js verifyIdentity: single use, never stored." }),
  })
  .meta({ id: 'IdentityCheckStarted' });
