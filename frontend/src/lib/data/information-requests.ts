import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiGet, apiWrite } from '@/lib/api-client';

export const INFORMATION_REQUESTS_KEY = '/api/profile/information-requests';

const requestsSchema = z.object({
  requests: z.array(z.object({ caseId: z.string(), question: z.string(), requestedAt: z.string() })),
});
export type InformationRequest = z.infer<typeof requestsSchema>['requests'][number];

/** What a compliance operator asks the signed-in sender about their transfers (issue #26); usually nothing. */
export function useInformationRequests() {
  return useSWR(INFORMATION_REQUESTS_KEY, (url: string) => apiGet(url, requestsSchema));
}

/** Sends the sender's answer to a request; the list is asked again (the request is answered). */
export function useAnswerInformationRequest() {
  const { mutate } = useSWRConfig();
  return async (caseId: string, answer: string) => {
    await apiWrite('POST', `${INFORMATION_REQUESTS_KEY}/${encodeURIComponent(caseId)}/answer`, { answer });
    await mutate(INFORMATION_REQUESTS_KEY);
  };
}
