import { z } from 'zod';
import { SOURCES_OF_FUNDS } from '../domain/enhanced-review.js';

const status = z.enum(['pending', 'approved', 'declined']);

/** The sender's latest request for Enhanced, as /profile shows it. */
export const senderEnhancedReviewResponse = z
  .object({
    review: z
      .object({
        id: z.uuid(),
        status,
        occupation: z.string(),
        sourceOfFunds: z.enum(SOURCES_OF_FUNDS),
        sourceOfFundsDetail: z.string(),
        requestedAt: z.iso.datetime(),
        decidedAt: z.iso.datetime().nullable(),
        declineReason: z.string().nullable().meta({ description: "Declined: the compliance operator's reason, shown to the sender." }),
      })
      .nullable(),
  })
  .meta({ id: 'SenderEnhancedReview' });

export const enhancedReviewQueueResponse = z.object({
  reviews: z.array(
    z.object({
      id: z.uuid(),
      sender: z.object({ userId: z.number().int(), name: z.string(), email: z.string().nullable() }),
      status,
      occupation: z.string(),
      sourceOfFunds: z.enum(SOURCES_OF_FUNDS),
      sourceOfFundsLabel: z.string(),
      sourceOfFundsDetail: z.string(),
      requestedAt: z.iso.datetime(),
      decidedAt: z.iso.datetime().nullable(),
      decidedBy: z.string().nullable(),
      declineReason: z.string().nullable(),
    }),
  ),
});

export const enhancedReviewDecisionResponse = z.object({ message: z.string() });
