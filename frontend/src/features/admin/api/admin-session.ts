import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** `GET /api/admin/session`: whether this browser session holds admin access. */
export const ADMIN_SESSION_KEY = '/api/admin/session';

/** Every admin read lives under this prefix (stats, users, transactions, health, audit). */
export const ADMIN_API_PREFIX = '/api/admin/';

const adminSessionSchema = z.object({ admin: z.boolean() });

export type AdminSession = z.infer<typeof adminSessionSchema>;

const NOT_ADMIN: AdminSession = { admin: false };

/** Not being an admin is an answer, not a failure: 401 and 403 resolve to `{admin: false}`. */
async function fetchAdminSession(url: string): Promise<AdminSession> {
  try {
    return await apiGet(url, adminSessionSchema);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return NOT_ADMIN;
    throw error;
  }
}

/** `data` is undefined while the server is asked, then `{admin}`. */
export function useAdminSession() {
  return useSWR(ADMIN_SESSION_KEY, fetchAdminSession);
}

/** An operator's email, password and authenticator code. */
export interface AdminSignIn {
  email: string;
  password: string;
  code: string;
}

/**
 * `POST /api/admin/session {email, password, code}`: the server checks them (ENGINEERING.md
 * section 8) and grants an admin session naming the operator.
 * Rejects with the ApiError (401 wrong email, password or code, 429 too many attempts).
 */
export function useGrantAdminAccess() {
  const { mutate } = useSWRConfig();
  return async function grantAdminAccess({ email, password, code }: AdminSignIn): Promise<void> {
    await apiSend('POST', ADMIN_SESSION_KEY, { email, password, code }, z.unknown());
    await mutate(ADMIN_SESSION_KEY, { admin: true } satisfies AdminSession, { revalidate: false });
  };
}

/**
 * `DELETE /api/admin/session`, then forgets every admin answer held in the cache so nothing
 * of it is shown to whoever opens the gate next.
 */
export function useEndAdminSession() {
  const { mutate, cache } = useSWRConfig();
  return async function endAdminSession(): Promise<void> {
    await apiSend('DELETE', ADMIN_SESSION_KEY, undefined, z.unknown());
    forgetAdminData(cache);
    await mutate(ADMIN_SESSION_KEY, NOT_ADMIN, { revalidate: false });
  };
}

type CacheLike = { keys(): IterableIterator<string>; delete(key: string): void };

/** Drops the cached admin lists and figures, paged ones (`$inf$/api/admin/...`) included. */
function forgetAdminData(cache: CacheLike): void {
  for (const key of [...cache.keys()]) {
    if (key.includes(ADMIN_API_PREFIX) && !key.endsWith(ADMIN_SESSION_KEY)) cache.delete(key);
  }
}

/**
 * For the `onError` of admin reads: a 401 or 403 means the admin session ended on the server
 * (expired, revoked), so the session is asked again and the gate comes back.
 */
export function useAdminAccessLost() {
  const { mutate } = useSWRConfig();
  return function onAdminError(error: unknown): void {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      void mutate(ADMIN_SESSION_KEY);
    }
  };
}
