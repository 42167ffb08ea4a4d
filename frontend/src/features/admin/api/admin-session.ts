import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';
import { ApiError, errorCode, errorMessage } from '@/lib/api-error';

/** `GET /api/admin/session`: whether this browser session holds admin access. */
export const ADMIN_SESSION_KEY = '/api/admin/session';

/** Every admin read lives under this prefix (stats, users, transactions, health, audit). */
export const ADMIN_API_PREFIX = '/api/admin/';

/**
 * What an operator's role may do (the server's `ADMIN_PERMISSIONS`): `read` the admin area,
 * `act` on the "Needs attention" queue at all, then each field's own actions.
 */
export type AdminPermission = 'read' | 'act' | 'support' | 'compliance' | 'finance' | 'operators';

/**
 * The signed-in operator. The role (viewer, support, compliance, finance, owner) and the
 * permissions are read as text, so a role or permission the server adds later does not fail
 * the session; the server decides what a call may do, this only hides what it would refuse.
 */
const adminOperatorSchema = z.object({
  email: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
});

export type AdminOperator = z.infer<typeof adminOperatorSchema>;

const adminSessionSchema = z.object({ admin: z.boolean(), operator: adminOperatorSchema.optional() });

export type AdminSession = z.infer<typeof adminSessionSchema>;

const NOT_ADMIN: AdminSession = { admin: false };

/** Not being an admin is an answer, not a failure: 401 and 403 resolve to `{admin: false}`. */
export async function fetchAdminSession(url: string): Promise<AdminSession> {
  try {
    return await apiGet(url, adminSessionSchema);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return NOT_ADMIN;
    throw error;
  }
}

/** `data` is undefined while the server is asked, then `{admin, operator?}`. */
export function useAdminSession() {
  return useSWR(ADMIN_SESSION_KEY, fetchAdminSession);
}

/**
 * Whether `session` may do what `permission` allows. An admin session always reads; one
 * that names no operator (an older server) does nothing more, so nothing it would be
 * refused is offered.
 */
export function operatorCan(session: AdminSession | undefined, permission: AdminPermission): boolean {
  if (!session?.admin) return false;
  if (permission === 'read') return true;
  return session.operator?.permissions.includes(permission) ?? false;
}

/** The signed-in operator (undefined while asked, or when the server names none) and what they may do. */
export function useOperatorAccess(): { operator: AdminOperator | undefined; can: (permission: AdminPermission) => boolean } {
  const { data: session } = useAdminSession();
  return {
    operator: session?.admin ? session.operator : undefined,
    can: (permission) => operatorCan(session, permission),
  };
}

/** Whether the signed-in operator's role allows `permission` (false while the session is asked). */
export function useOperatorCan(permission: AdminPermission): boolean {
  return useOperatorAccess().can(permission);
}

/** "Owner", "Support": a role as the header shows it. */
export function roleLabel(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/**
 * The server's own words when the operator's role does not allow a call (403
 * ADMIN.ROLE_NOT_ALLOWED: "Your role (viewer) cannot do this. It needs..."), else undefined.
 */
export function roleRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 403 || errorCode(error) !== 'ADMIN.ROLE_NOT_ALLOWED') return undefined;
  return errorMessage(error, 'Your role cannot do this.');
}

/** An operator's email, password and authenticator code. */
export interface AdminSignIn {
  email: string;
  password: string;
  code: string;
}

/**
 * `POST /api/admin/session {email, password, code}`: the server checks them (ENGINEERING.md
 * section 8) and grants an admin session naming the operator, whose role is then asked for
 * (`GET /api/admin/session`). Rejects with the ApiError (401 wrong email, password or code,
 * 429 too many attempts).
 */
export function useGrantAdminAccess() {
  const { mutate } = useSWRConfig();
  return async function grantAdminAccess({ email, password, code }: AdminSignIn): Promise<void> {
    await apiSend('POST', ADMIN_SESSION_KEY, { email, password, code }, z.unknown());
    // If the role cannot be read just now, the session opens read only and is asked again.
    const session = await fetchAdminSession(ADMIN_SESSION_KEY).catch(() => undefined);
    await mutate(ADMIN_SESSION_KEY, session ?? ({ admin: true } satisfies AdminSession), { revalidate: session === undefined });
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
 * For the `onError` of admin calls: a 401 or 403 means the admin session ended on the server
 * (expired, revoked), so the session is asked again and the gate comes back. A 403
 * ADMIN.ROLE_NOT_ALLOWED asks it again too: the operator's role may have changed, and what
 * is offered follows the new one.
 */
export function useAdminAccessLost() {
  const { mutate } = useSWRConfig();
  return function onAdminError(error: unknown): void {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      void mutate(ADMIN_SESSION_KEY);
    }
  };
}
