import { z } from 'zod';

export const informationAnswerRequest = z.object({
  answer: z.string().trim().min(3, 'Write at least 3 characters').max(4000, 'Keep your answer under 4,000 characters'),
});
export type InformationAnswerRequest = z.infer<typeof informationAnswerRequest>;

export const informationRequestParams = z.object({ caseId: z.uuid({ error: 'No such request' }) });

export const informationRequestsResponse = z.object({
  requests: z.array(z.object({ caseId: z.string(), question: z.string(), requestedAt: z.iso.datetime() })),
});
