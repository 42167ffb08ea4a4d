import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';

export const ADMIN_ENHANCED_REVIEWS_KEY = '/api/admin/compliance/enhanced-reviews';

const reviewSchema = z.object({
  id: z.string(),
  sender: z.object({ userId: z.number(), name: z.string(), email: z.string().nullable() }),
  status: z.enum(['pending', 'approved', 'declined']),
  occupation: z.string(),
  sourceOfFunds: z.string(),
  sourceOfFundsLabel: z.string(),
  sourceOfFundsDetail: z.string(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type EnhancedReview = z.infer<typeof reviewSchema>;

/** `GET /api/admin/compliance/enhanced-reviews`: senders' requests for Enhanced, those waiting first (issue #26). */
export function useEnhancedReviews() {
  return useSWR(ADMIN_ENHANCED_REVIEWS_KEY, (url: string) => apiGet(url, z.object({ reviews: z.array(reviewSchema) })));
}

export type EnhancedReviewDecision = { decision: 'approve' } | { decision: 'decline'; reason: string };

/** `POST .../{id}/decision`: approve (the sender becomes Enhanced) or decline with the reason the sender sees; the queue is asked for again either way. */
export function useDecideEnhancedReview() {
  const { mutate } = useSWRConfig();
  return async function decide(id: string, decision: EnhancedReviewDecision) {
    try {
      return await apiSend('POST', `${ADMIN_ENHANCED_REVIEWS_KEY}/${encodeURIComponent(id)}/decision`, decision, z.object({ message: z.string() }));
    } finally {
      await mutate(ADMIN_ENHANCED_REVIEWS_KEY);
    }
  };
}
