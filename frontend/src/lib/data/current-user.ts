import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { FIVE_MINUTES_MS } from '@/lib/swr-config';

export const CURRENT_USER_KEY = '/api/auth/me';

const currentUserSchema = z.object({
  id: z.union([z.number(), z.string()]),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  isEmailVerified: z.boolean().nullish(),
  isPhoneVerified: z.boolean().nullish(),
  /** The sender's language (en, am, ti, sw): the app and their emails and SMS follow it. */
  language: z.string().nullish(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Signed out is an answer, not a failure: a 401 resolves to `null`. */
async function fetchCurrentUser(url: string): Promise<CurrentUser | null> {
  try {
    return await apiGet(url, currentUserSchema);
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
