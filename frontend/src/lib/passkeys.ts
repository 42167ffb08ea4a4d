import {
  startAuthentication,
  startRegistration,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { z } from 'zod';
import { apiSend } from './api-client';

/** One passkey as its owner's list shows it (an operator's or a sender's). */
export const passkeySchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** WebAuthn's options travel as JSON the browser library reads; the server shapes them. */
export const creationOptionsSchema = z.custom<PublicKeyCredentialCreationOptionsJSON>(
  (value) => typeof value === 'object' && value !== null && 'challenge' in value,
);
export const requestOptionsSchema = z.custom<PublicKeyCredentialRequestOptionsJSON>(
  (value) => typeof value === 'object' && value !== null && 'challenge' in value,
);

/** The name a new passkey gets unless its owner gives another. */
export const DEFAULT_PASSKEY_NAME = 'Passkey';

/**
 * Whether the browser's passkey prompt ended without an answer: its owner cancelled it, it
 * timed out, or it was aborted (WebAuthn gives `NotAllowedError` or `AbortError` for these).
 */
export function isPasskeyPromptCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/** The authenticator holds one of this account's passkeys already (registration's `InvalidStateError`). */
export function isPasskeyAlreadyRegistered(error: unknown): boolean {
  return error instanceof Error && error.name === 'InvalidStateError';
}

/**
 * A passkey's answer to a challenge the server makes at `optionsUrl` (`POST`, `body` if any):
 * the options, then the browser's prompt (`startAuthentication`). Rejects with the browser's
 * error (a cancelled prompt) or the ApiError.
 */
export async function answerPasskeyChallenge(optionsUrl: string, body?: unknown): Promise<AuthenticationResponseJSON> {
  const optionsJSON = await apiSend('POST', optionsUrl, body, requestOptionsSchema);
  return startAuthentication({ optionsJSON });
}

/**
 * A new passkey for a challenge the server makes at `optionsUrl` (`POST`): the creation options,
 * then the browser's prompt (`startRegistration`). Rejects with the browser's error (a cancelled
 * prompt, an authenticator holding one already) or the ApiError.
 */
export async function makePasskey(optionsUrl: string): Promise<RegistrationResponseJSON> {
  const optionsJSON = await apiSend('POST', optionsUrl, undefined, creationOptionsSchema);
  return startRegistration({ optionsJSON });
}
