import type { Request } from 'express';
import { keepPasskeyChallenge, takePasskeyChallenge, type PasskeyPurpose } from '../shared/passkeys/passkey-challenge.js';
import { PasskeyRefusedError } from './domain/identity.errors.js';

type SenderPurpose = Extract<PasskeyPurpose, `sender:${string}`>;

/** Keeps a sender's ceremony's challenge (for account `subject` when it is for one) in the browser's server-side session. */
export function keepSenderPasskeyChallenge(req: Request, purpose: SenderPurpose, challenge: string, subject?: number): void {
  keepPasskeyChallenge(req, purpose, challenge, subject === undefined ? undefined : String(subject));
}

/**
 * The challenge this browser was given for a sender's `purpose` (and `subject`), used up by this
 * call: none, a stale one or another ceremony's is refused (400 AUTH.PASSKEY_REFUSED).
 */
export function takeSenderPasskeyChallenge(req: Request, purpose: SenderPurpose, subject?: number): string {
  const challenge = takePasskeyChallenge(req, purpose, subject === undefined ? undefined : String(subject));
  if (challenge === null) throw new PasskeyRefusedError('start again: the browser was not asked for this passkey (or took too long).');
  return challenge;
}
