import useSWR, { useSWRConfig } from 'swr';
import * as check from './response-check';
import { apiGet, apiWrite } from '@/lib/api-client';

export const INFORMATION_REQUESTS_KEY = '/api/profile/information-requests';

const requestsSchema = check.object({
  requests: check.array(check.object({ caseId: check.string(), question: check.string(), requestedAt: check.string() })),
});
export type InformationRequest = check.Infer<typeof requestsSchema>['requests'][number];

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
