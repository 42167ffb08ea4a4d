import type { Request } from 'express';
import { PasskeyRefusedError } from '../domain/passkey.errors.js';

/** How long a browser has to answer a passkey challenge. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** What a ceremony is for: an operator's and a sender's never answer each other's. */
export type PasskeyPurpose = 'operator:add' | 'operator:sign_in' | 'sender:add' | 'sender:sign_in' | 'sender:second_factor' | 'sender:step_up';

declare module 'express-session' {
  interface SessionData {
    /** The one passkey ceremony this browser has under way: what it is for, for whom, and its challenge. */
    passkeyChallenge?: { purpose: PasskeyPurpose; challenge: string; subject?: string; issuedAt: number };
  }
}

/** Keeps a ceremony's challenge in the browser's server-side session until its answer (a later ceremony replaces it). */
export function keepPasskeyChallenge(req: Request, purpose: PasskeyPurpose, challenge: string, subject?: string): void {
  req.session.passkeyChallenge = { purpose, challenge, ...(subject !== undefined ? { subject } : {}), issuedAt: Date.now() };
}

/**
 * The challenge this browser was given for `purpose` (and `subject`), used up by this call
 * whatever it answers: none, a stale one or another ceremony's is refused (400
 * ADMIN.PASSKEY_REFUSED for an operator's ceremony, AUTH.PASSKEY_REFUSED for a sender's).
 */
export function takePasskeyChallenge(req: Request, purpose: PasskeyPurpose, subject?: string): string {
  const kept = req.session?.passkeyChallenge;
  if (req.session) delete req.session.passkeyChallenge;
  const fresh = kept && kept.purpose === purpose && Date.now() - kept.issuedAt < PASSKEY_CHALLENGE_TTL_MS;
  if (!fresh || (subject !== undefined && kept.subject !== subject)) {
    throw new PasskeyRefusedError(purpose.startsWith('operator:') ? 'operator' : 'sender', 'start again: the browser was not asked for this passkey (or took too long).');
  }
  return kept.challenge;
}
