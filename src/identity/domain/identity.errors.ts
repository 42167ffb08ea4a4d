import { DomainError } from '../../shared/domain/domain-error.js';
import type { VerificationChannel } from './verification-channel.js';

export class EmailTakenError extends DomainError {
  constructor() {
    super({
      code: 'IDENTITY.EMAIL_TAKEN',
      kind: 'conflict',
      field: 'email',
      message: 'An account with this email already exists. Sign in instead, or use another email.',
    });
  }
}

export class PhoneTakenError extends DomainError {
  constructor() {
    super({
      code: 'IDENTITY.PHONE_TAKEN',
      kind: 'conflict',
      field: 'phone',
      message: 'An account with this phone number already exists. Sign in instead, or use another number.',
    });
  }
}

export class ContactRequiredError extends DomainError {
  constructor() {
    super({ code: 'IDENTITY.CONTACT_REQUIRED', kind: 'validation', field: 'email', message: 'Either email or phone number is required' });
  }
}

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super({ code: 'AUTH.INVALID_CREDENTIALS', kind: 'unauthorized', message: 'Invalid email/phone or password' });
  }
}

export class AccountUnverifiedError extends DomainError {
  /** `codeSent`: a new code went out just now; false when one went out within the last minute (that one still works). */
  constructor(userId: number, channel: VerificationChannel, codeSent = true) {
    const where = channel === 'email' ? 'email' : 'phone by SMS';
    super({
      code: 'AUTH.UNVERIFIED',
      kind: 'forbidden',
      message: codeSent
        ? `Please verify your account before signing in. We have sent a new code to your ${where}.`
        : `Please verify your account before signing in. Enter the code we sent to your ${where} less than a minute ago.`,
      details: { userId, verificationType: channel, codeSent },
    });
  }
}

export class AccountSuspendedError extends DomainError {
  constructor() {
    super({
      code: 'AUTH.SUSPENDED',
      kind: 'forbidden',
      message: 'Your account has been suspended. Please contact support.',
    });
  }
}

export class NotSignedInError extends DomainError {
  constructor() {
    super({ code: 'AUTH.REQUIRED', kind: 'unauthorized', message: 'Please sign in to continue.' });
  }
}

export type CodeRejection = 'invalid' | 'expired' | 'too_many_attempts';

const REJECTIONS: Record<CodeRejection, { code: string; message: string }> = {
  invalid: { code: 'VERIFY.INVALID_CODE', message: 'Invalid verification code' },
  expired: { code: 'VERIFY.EXPIRED', message: 'This code has expired. Request a new code.' },
  too_many_attempts: {
    code: 'VERIFY.TOO_MANY_ATTEMPTS',
    message: 'Too many wrong attempts for this code. Request a new code.',
  },
};

export class VerificationRejectedError extends DomainError {
  constructor(readonly reason: CodeRejection) {
    super({ ...REJECTIONS[reason], kind: 'validation', field: 'code' });
  }
}

export class ResendCooldownError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super({
      code: 'VERIFY.RESEND_COOLDOWN',
      kind: 'rate_limited',
      message: `Please wait ${retryAfterSeconds} seconds before requesting another code.`,
      details: { retryAfterSeconds },
    });
  }
}

/** A sender may add a contact they lack; one verified already is not replaced here. */
export class ContactAlreadyVerifiedError extends DomainError {
  constructor(channel: VerificationChannel) {
    super({
      code: 'PROFILE.CONTACT_VERIFIED',
      kind: 'conflict',
      field: 'value',
      message: channel === 'email' ? 'Your email address is already verified.' : 'Your phone number is already verified.',
    });
  }
}

/** Changing the password needs the current one. */
export class CurrentPasswordWrongError extends DomainError {
  constructor() {
    super({ code: 'PROFILE.CURRENT_PASSWORD_WRONG', kind: 'validation', field: 'currentPassword', message: 'Your current password is not correct' });
  }
}

/** Another sender's session, one that ended already, or an id that names none: all alike. */
export class SessionNotFoundError extends DomainError {
  constructor() {
    super({ code: 'SESSION.NOT_FOUND', kind: 'not_found', message: 'This session has ended already.' });
  }
}

/** A sender's second factor: an authenticator app's code, or one of their passkeys. */
export type SecondFactorMethod = 'authenticator' | 'passkey';

/** The password was right and the account has a second factor: the sign-in waits for its code or a passkey (which it has: `authenticator`, `passkey`). */
export class SecondFactorRequiredError extends DomainError {
  constructor(methods: readonly SecondFactorMethod[] = ['authenticator']) {
    const app = methods.includes('authenticator');
    const passkey = methods.includes('passkey');
    super({
      code: 'AUTH.SECOND_FACTOR_REQUIRED',
      kind: 'unauthorized',
      message:
        app && passkey
          ? 'Use one of your passkeys, or enter the 6-digit code from your authenticator app or one of your recovery codes.'
          : passkey
            ? 'Use one of your passkeys, or enter one of your recovery codes.'
            : 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      details: { authenticator: app, passkey },
    });
  }
}

/** A second factor's code that is wrong, used already, or typed with no sign-in waiting for it. */
export class SecondFactorRejectedError extends DomainError {
  constructor(reason: 'wrong' | 'wrong_app_code' | 'wrong_passkey' | 'expired') {
    super({
      code: reason === 'expired' ? 'AUTH.SECOND_FACTOR_EXPIRED' : 'AUTH.SECOND_FACTOR_WRONG',
      kind: reason === 'expired' ? 'unauthorized' : 'validation',
      field: reason === 'expired' || reason === 'wrong_passkey' ? undefined : 'code',
      message: {
        wrong: 'That code is not right. Type the code your authenticator app shows now, or a recovery code.',
        wrong_app_code: 'That code is not right. Type the code your authenticator app shows now.',
        wrong_passkey: 'That passkey did not confirm it is you. Use one of the passkeys you added to this account, or type a code.',
        expired: 'Your sign-in timed out. Please sign in again with your password.',
      }[reason],
    });
  }
}

/** Turning on an authenticator that is on already, or confirming one that was never started. */
export class SecondFactorStateError extends DomainError {
  constructor(message: string) {
    super({ code: 'AUTH.SECOND_FACTOR_STATE', kind: 'conflict', message });
  }
}

/**
 * A sensitive change by a sender whose last proof of identity is too old: they confirm it is them
 * first (issue #25) with any of their second factors (an authenticator's or recovery code, a
 * passkey: `authenticator`, `passkey`), or the password when they have none; `method` names the
 * first of these.
 */
export class StepUpRequiredError extends DomainError {
  constructor(methods: readonly SecondFactorMethod[]) {
    const method = methods[0] ?? 'password';
    super({
      code: 'AUTH.STEP_UP_REQUIRED',
      kind: 'forbidden',
      message:
        method === 'authenticator'
          ? `To keep your account safe, enter the code from your authenticator app${methods.includes('passkey') ? ' or use a passkey' : ''} first.`
          : method === 'passkey'
            ? 'To keep your account safe, confirm with one of your passkeys (or a recovery code) first.'
            : 'To keep your account safe, enter your password first.',
      details: { method, authenticator: methods.includes('authenticator'), passkey: methods.includes('passkey') },
    });
  }
}

/** A passkey that signs no sender in: not one of ours, removed, a copy (its counter went back), or its account cannot sign in. */
export class PasskeySignInRefusedError extends DomainError {
  constructor() {
    super({ code: 'AUTH.PASSKEY_NOT_RECOGNISED', kind: 'unauthorized', message: 'This passkey did not sign you in. Try another passkey, or sign in with your password.' });
  }
}
