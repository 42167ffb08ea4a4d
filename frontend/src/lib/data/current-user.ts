import useSWR, { useSWRConfig } from 'swr';
import { fetcher } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { FIVE_MINUTES_MS } from '@/lib/swr-config';
import type { CurrentUser } from './current-user-schema';

export type { CurrentUser } from './current-user-schema';

export const CURRENT_USER_KEY = '/api/auth/me';

/**
 * The page said who is signed in: the api serves its pages to a browser that is not signed in
 * with `<meta name="session" content="signed-out">`; the app then starts signed out (the
 * provider's `signedOutFallback`) without asking: no request, no 401 in the console, and no
 * answer arriving while a prerendered page hydrates (issue #27). Signing in asks again
 * (`useRevalidateCurrentUser`).
 */
const pageSaidSignedOut = typeof document !== 'undefined' && servedSignedOut(document);

export function servedSignedOut(page: Document): boolean {
  return page.querySelector('meta[name="session"]')?.getAttribute('content') === 'signed-out';
}

/** SWR's `fallback` for a page served signed out: the first render already knows. */
export const signedOutFallback: Record<string, null> = { [CURRENT_USER_KEY]: null };

/**
 * Signed out is an answer, not a failure: a 401 resolves to `null`. The schema downloads beside
 * the request, not in the entry bundle (issue #27), and a 401 does not wait for it.
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
  return useSWR(CURRENT_USER_KEY, fetchCurrentUser, { dedupingInterval: FIVE_MINUTES_MS, revalidateOnMount: !pageSaidSignedOut });
}

/** Asks the server again who is signed in (after login or verification); resolves when it answered. */
export function useRevalidateCurrentUser() {
  const { mutate } = useSWRConfig();
  return async function revalidateCurrentUser(): Promise<void> {
    await mutate(CURRENT_USER_KEY);
  };
}
