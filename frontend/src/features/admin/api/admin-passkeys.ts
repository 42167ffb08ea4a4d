import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';
import { answerPasskeyChallenge, makePasskey, passkeySchema, type Passkey } from '@/lib/passkeys';
import { ADMIN_SESSION_KEY, fetchAdminSession, useAdminAccessLost, type AdminSession } from './admin-session';

export { DEFAULT_PASSKEY_NAME, isPasskeyAlreadyRegistered, isPasskeyPromptCancelled } from '@/lib/passkeys';

/** `GET /api/admin/passkeys`: the signed-in operator's own passkeys (any role). */
export const PASSKEYS_KEY = '/api/admin/passkeys';

export type OperatorPasskey = Passkey;

const passkeysSchema = z.object({ items: z.array(passkeySchema) });

/** `GET /api/admin/passkeys`. */
export function usePasskeys() {
  const onError = useAdminAccessLost();
  return useSWR(PASSKEYS_KEY, (url: string) => apiGet(url, passkeysSchema), { onError });
}

/**
 * Adds a passkey named `name`: the server's creation options, the browser's prompt
 * (`startRegistration`), then `POST /api/admin/passkeys {name, response}` and the list again.
 * Rejects with the browser's error (a cancelled prompt) or the ApiError (400 ADMIN.PASSKEY_REFUSED).
 */
export function useAddPasskey() {
  const { mutate } = useSWRConfig();
  return async function addPasskey(name: string): Promise<OperatorPasskey> {
    const response = await makePasskey(`${PASSKEYS_KEY}/registration-options`);
    const added = await apiSend('POST', PASSKEYS_KEY, { name, response }, passkeySchema);
    await mutate(PASSKEYS_KEY);
    return added;
  };
}

/** `DELETE /api/admin/passkeys/:id`, then the list again. */
export function useRemovePasskey() {
  const { mutate } = useSWRConfig();
  return async function removePasskey(id: number): Promise<void> {
    await apiSend('DELETE', `${PASSKEYS_KEY}/${id}`, undefined, z.unknown());
    await mutate(PASSKEYS_KEY);
  };
}

/**
 * The gate with a passkey instead of the authenticator code: the server's request options for
 * `email` (`POST /api/admin/session/passkey-options`), the browser's prompt
 * (`startAuthentication`), then `POST /api/admin/session/passkey {email, password, response}`;
 * the session is then read as after a sign-in with the code. Rejects with the browser's error
 * (a cancelled prompt) or the ApiError (401 wrong email, password or passkey, 429).
 */
export function useGrantAdminAccessWithPasskey() {
  const { mutate } = useSWRConfig();
  return async function grantWithPasskey({ email, password }: { email: string; password: string }): Promise<void> {
    const response = await answerPasskeyChallenge(`${ADMIN_SESSION_KEY}/passkey-options`, { email });
    await apiSend('POST', `${ADMIN_SESSION_KEY}/passkey`, { email, password, response }, z.unknown());
    // As after the code: if the role cannot be read just now, the session opens read only and is asked again.
    const session = await fetchAdminSession(ADMIN_SESSION_KEY).catch(() => undefined);
    await mutate(ADMIN_SESSION_KEY, session ?? ({ admin: true } satisfies AdminSession), { revalidate: session === undefined });
  };
}
