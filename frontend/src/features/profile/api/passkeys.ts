import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';
import { makePasskey, passkeySchema } from '@/lib/passkeys';
import { TWO_STEP_KEY } from './two-step';

/** `GET /api/settings/passkeys`: the signed-in sender's passkeys. */
export const SENDER_PASSKEYS_KEY = '/api/settings/passkeys';

const passkeysSchema = z.object({ items: z.array(passkeySchema) });
const addedSchema = z.object({ passkey: passkeySchema, recoveryCodes: z.array(z.string()) });
export type AddedPasskey = z.infer<typeof addedSchema>;

export function useSenderPasskeys() {
  return useSWR(SENDER_PASSKEYS_KEY, (url: string) => apiGet(url, passkeysSchema));
}

/**
 * Adds a passkey named `name`: the creation options (a step-up first, when the server asks for
 * one), the browser's prompt, then `POST /api/settings/passkeys`; the list and the two-step
 * state again. Answers the passkey, with recovery codes when it is the first second factor.
 */
export function useAddSenderPasskey() {
  const { mutate } = useSWRConfig();
  return async function addPasskey(name: string): Promise<AddedPasskey> {
    const response = await makePasskey(`${SENDER_PASSKEYS_KEY}/registration-options`);
    const added = await apiSend('POST', SENDER_PASSKEYS_KEY, { name, response }, addedSchema);
    await Promise.all([mutate(SENDER_PASSKEYS_KEY), mutate(TWO_STEP_KEY)]);
    return added;
  };
}

/** `DELETE /api/settings/passkeys/:id` (a step-up first, when asked), then the list and the two-step state again. */
export function useRemoveSenderPasskey() {
  const { mutate } = useSWRConfig();
  return async function removePasskey(id: number): Promise<void> {
    await apiSend('DELETE', `${SENDER_PASSKEYS_KEY}/${id}`, undefined, z.unknown());
    await Promise.all([mutate(SENDER_PASSKEYS_KEY), mutate(TWO_STEP_KEY)]);
  };
}
