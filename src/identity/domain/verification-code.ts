import { timingSafeEqual } from 'node:crypto';
import type { CodeRejection } from './identity.errors.js';
import type { VerificationChannel } from './verification-channel.js';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 60 * 1000;

/** What a code proves: the contact belongs to the account (`verify`), or its owner may set a new password. */
export type CodePurpose = 'verify' | 'password_reset';

export type AttemptOutcome = { accepted: true } | { accepted: false; reason: CodeRejection };

/**
 * A one-time code sent to a user's email or phone. Only a keyed digest of the code is
 * kept, so a database reader cannot use it; it expires, is single use, and locks after
 * a few wrong attempts.
 */
export class VerificationCode {
  id!: number;
  userId: number;
  codeHash: string;
  type: VerificationChannel;
  purpose: CodePurpose;
  expiresAt: Date;
  isUsed = false;
  attempts = 0;
  createdAt: Date;

  /** Use `VerificationCode.issue`; public only for the ORM. */
  constructor(userId: number, type: VerificationChannel, codeHash: string, at: Date, purpose: CodePurpose = 'verify') {
    this.userId = userId;
    this.type = type;
    this.purpose = purpose;
    this.codeHash = codeHash;
    this.createdAt = at;
    this.expiresAt = new Date(at.getTime() + CODE_TTL_MS);
  }

  static issue(userId: number, type: VerificationChannel, codeHash: string, at: Date, purpose: CodePurpose = 'verify'): VerificationCode {
    return new VerificationCode(userId, type, codeHash, at, purpose);
  }

  /** Checks a candidate's digest, counting the attempt; a match uses the code up. */
  attempt(candidateHash: string, at: Date): AttemptOutcome {
    if (this.isUsed) return { accepted: false, reason: 'invalid' };
    if (at.getTime() >= this.expiresAt.getTime()) return { accepted: false, reason: 'expired' };
    if (this.attempts >= MAX_CODE_ATTEMPTS) return { accepted: false, reason: 'too_many_attempts' };
    this.attempts += 1;
    if (!sameDigest(candidateHash, this.codeHash)) {
      return { accepted: false, reason: this.attempts >= MAX_CODE_ATTEMPTS ? 'too_many_attempts' : 'invalid' };
    }
    this.isUsed = true;
    return { accepted: true };
  }

  /** Milliseconds until another code may be sent after this one. */
  cooldownRemainingMs(at: Date): number {
    return Math.max(0, this.createdAt.getTime() + RESEND_COOLDOWN_MS - at.getTime());
  }
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
