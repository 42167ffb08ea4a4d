import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';
import { VERIFICATION_KEY } from './verification';

export const ENHANCED_REVIEW_KEY = '/api/profile/verification/enhanced';

/** Where a sender's money comes from, as they choose it (the server's list). */
export const SOURCES_OF_FUNDS = ['salary', 'self_employment', 'business_income', 'savings', 'investments', 'pension', 'gift_or_inheritance', 'other'] as const;
export type SourceOfFunds = (typeof SOURCES_OF_FUNDS)[number];

const reviewSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  occupation: z.string(),
  sourceOfFunds: z.enum(SOURCES_OF_FUNDS),
  sourceOfFundsDetail: z.string(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type EnhancedReviewView = z.infer<typeof reviewSchema>;

const answerSchema = z.object({ review: reviewSchema.nullable() });

/** `GET /api/profile/verification/enhanced`: the sender's latest request for Enhanced (waiting, approved, or declined with the reason). */
export function useEnhancedReview() {
  return useSWR(ENHANCED_REVIEW_KEY, (url: string) => apiGet(url, answerSchema));
}

export type EnhancedDeclaration = { occupation: string; sourceOfFunds: SourceOfFunds; sourceOfFundsDetail: string };

/** `POST /api/profile/verification/enhanced`, then the request and the tier are asked for again. */
export function useRequestEnhanced() {
  const { mutate } = useSWRConfig();
  return async function request(declared: EnhancedDeclaration) {
    const answer = await apiSend('POST', ENHANCED_REVIEW_KEY, declared, answerSchema);
    await Promise.all([mutate(ENHANCED_REVIEW_KEY, answer, { revalidate: false }), mutate(VERIFICATION_KEY)]);
    return answer;
  };
}
