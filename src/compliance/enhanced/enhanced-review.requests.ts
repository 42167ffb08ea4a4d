import { z } from 'zod';
import { SOURCES_OF_FUNDS } from '../domain/enhanced-review.js';

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} needs at least ${min} characters`)
    .max(max, `${label} can have at most ${max} characters`)
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), `${label} cannot contain control characters`);

/** What the sender declares for Enhanced: their occupation and where their money comes from (a choice, and in their words). */
export const enhancedRequest = z
  .object({
    occupation: text('Occupation', 2, 100),
    sourceOfFunds: z.enum(SOURCES_OF_FUNDS, { error: 'Choose where your money comes from' }),
    sourceOfFundsDetail: text('Tell us more about your source of funds', 3, 150),
  })
  .strict()
  .meta({ id: 'EnhancedTierRequest' });
export type EnhancedRequest = z.output<typeof enhancedRequest>;

export const enhancedReviewDecisionRequest = z
  .object({
    decision: z.enum(['approve', 'decline'], { error: 'decision must be approve or decline' }),
    /** Declining: why, shown to the sender on /profile. */
    reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
  })
  .strict()
  .refine((body) => body.decision !== 'decline' || (body.reason ?? '').length >= 3, { path: ['reason'], message: 'Say why the request is declined (at least 3 characters): the sender sees it' })
  .meta({ id: 'EnhancedReviewDecisionRequest' });
export type EnhancedReviewDecisionRequest = z.output<typeof enhancedReviewDecisionRequest>;

export const enhancedReviewParams = z.object({ id: z.uuid({ error: 'No such request' }) });
