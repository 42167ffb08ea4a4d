import type { Request } from 'express';

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
 * whatever it answers: null for none, a stale one, or another ceremony's.
 */
export function takePasskeyChallenge(req: Request, purpose: PasskeyPurpose, subject?: string): string | null {
  const kept = req.session?.passkeyChallenge;
  if (req.session) delete req.session.passkeyChallenge;
  const fresh = kept && kept.purpose === purpose && Date.now() - kept.issuedAt < PASSKEY_CHALLENGE_TTL_MS;
  if (!fresh || (subject !== undefined && kept.subject !== subject)) return null;
  return kept.challenge;
}
