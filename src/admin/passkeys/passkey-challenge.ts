import type { Request } from 'express';
import { PasskeyRefusedError } from '../domain/admin.errors.js';
import { normalizeOperatorEmail } from '../domain/operator.js';
import { PASSKEY_CHALLENGE_TTL_MS } from './operator-passkeys.service.js';

declare module 'express-session' {
  interface SessionData {
    /** The one passkey ceremony this browser has under way: what it is for and its challenge. */
    passkeyChallenge?: { purpose: PasskeyPurpose; challenge: string; email?: string; issuedAt: number };
  }
}

type PasskeyPurpose = 'add' | 'sign_in';

/** Keeps a ceremony's challenge in the browser's server-side session until its answer. */
export function keepPasskeyChallenge(req: Request, purpose: PasskeyPurpose, challenge: string, email?: string): void {
  req.session.passkeyChallenge = { purpose, challenge, ...(email ? { email: normalizeOperatorEmail(email) } : {}), issuedAt: Date.now() };
}

/**
 * The challenge this browser was given for `purpose` (and `email`), used up by this call: a
 * missing, stale or other ceremony's challenge is refused (400 ADMIN.PASSKEY_REFUSED).
 */
export function takePasskeyChallenge(req: Request, purpose: PasskeyPurpose, email?: string): string {
  const kept = req.session?.passkeyChallenge;
  if (req.session) delete req.session.passkeyChallenge;
  const fresh = kept && kept.purpose === purpose && Date.now() - kept.issuedAt < PASSKEY_CHALLENGE_TTL_MS;
  if (!fresh || (email !== undefined && kept.email !== normalizeOperatorEmail(email))) {
    throw new PasskeyRefusedError('start again: the browser was not asked for this passkey (or took too long).');
  }
  return kept.challenge;
}
