import useSWR, { useSWRConfig } from 'swr';
import { fetcher } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { FIVE_MINUTES_MS } from '@/lib/swr-config';
import type { CurrentUser } from './current-user-schema';

export type { CurrentUser } from './current-user-schema';

export const CURRENT_USER_KEY = '/api/auth/me';

/**
 * Signed out is an answer, not a failure: a 401 resolves to `null`. The schema (and zod with it)
 * downloads beside the request, not in the entry bundle (issue #27), and a 401 does not wait for it.
 */
async function fetchCurrentUser(url: string): Promise<CurrentUser | null> {
  try {
    const [body, { currentUserSchema }] = await Promise.all([fetcher(url), import('./current-user-schema')]);
    return currentUserSchema.parse(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** `data` is undefined while loading, null when signed out, the user otherwise. */
export function useCurrentUser() {
  return useSWR(CURRENT_USER_KEY, fetchCurrentUser, { dedupingInterval: FIVE_MINUTES_MS });
}

/** Asks the server again who is signed in (after login or verification); resolves when it answered. */
export function useRevalidateCurrentUser() {
  const { mutate } = useSWRConfig();
  return async function revalidateCurrentUser(): Promise<void> {
    await mutate(CURRENT_USER_KEY);
  };
}
