import type { Request } from 'express';
import { keepPasskeyChallenge as keep, takePasskeyChallenge as take } from '../../shared/passkeys/passkey-challenge.js';
import { normalizeOperatorEmail } from '../domain/operator.js';

type OperatorPasskeyPurpose = 'add' | 'sign_in';

const subject = (email?: string) => (email === undefined ? undefined : normalizeOperatorEmail(email));

/** Keeps an operator's ceremony's challenge (for `email`'s sign-in) in the browser's server-side session until its answer. */
export function keepPasskeyChallenge(req: Request, purpose: OperatorPasskeyPurpose, challenge: string, email?: string): void {
  keep(req, `operator:${purpose}`, challenge, subject(email));
}

/**
 * The challenge this browser was given for `purpose` (and `email`), used up by this call: a
 * missing, stale or other ceremony's challenge is refused (400 ADMIN.PASSKEY_REFUSED).
 */
export function takePasskeyChallenge(req: Request, purpose: OperatorPasskeyPurpose, email?: string): string {
  return take(req, `operator:${purpose}`, subject(email));
}
