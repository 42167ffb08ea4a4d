import { DomainError } from './domain-error.js';

/** Whose passkeys: an operator's (the admin area's codes) or a sender's. Their passkeys never mix (issue #25). */
export type PasskeyHolder = 'operator' | 'sender';

const CODES: Record<PasskeyHolder, { refused: string; notFound: string }> = {
  operator: { refused: 'ADMIN.PASSKEY_REFUSED', notFound: 'ADMIN.PASSKEY_NOT_FOUND' },
  sender: { refused: 'AUTH.PASSKEY_REFUSED', notFound: 'PROFILE.PASSKEY_NOT_FOUND' },
};

/** A new passkey, or the browser's answer with one, could not be verified, or no ceremony was under way for it (400). */
export class PasskeyRefusedError extends DomainError {
  constructor(holder: PasskeyHolder, detail: string) {
    super({ code: CODES[holder].refused, kind: 'validation', message: `The passkey was not accepted: ${detail}` });
  }
}

/** Another account's passkey, one removed already, or an id that names none: all alike (404). */
export class PasskeyNotFoundError extends DomainError {
  constructor(holder: PasskeyHolder) {
    super({ code: CODES[holder].notFound, kind: 'not_found', message: 'Passkey not found' });
  }
}
