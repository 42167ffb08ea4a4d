import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, RESEND_COOLDOWN_MS, VerificationCode } from './verification-code.js';

const issuedAt = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(issuedAt.getTime() + ms);
const RIGHT = 'a'.repeat(64);
const WRONG = 'b'.repeat(64);

describe('a verification code', () => {
  it('is accepted once with the right digest, then never again', () => {
    const code = VerificationCode.issue(7, 'email', RIGHT, issuedAt);
    expect(code.attempt(RIGHT, later(1000))).toEqual({ accepted: true });
    expect(code.attempt(RIGHT, later(2000))).toEqual({ accepted: false, reason: 'invalid' });
  });

  it('refuses a wrong digest and counts the attempt', () => {
    const code = VerificationCode.issue(7, 'email', RIGHT, issuedAt);
    expect(code.attempt(WRONG, later(1000))).toEqual({ accepted: false, reason: 'invalid' });
    expect(code.attempts).toBe(1);
  });

  it(`locks after ${MAX_CODE_ATTEMPTS} wrong attempts, even for the right code`, () => {
    const code = VerificationCode.issue(7, 'phone', RIGHT, issuedAt);
    const outcomes = Array.from({ length: MAX_CODE_ATTEMPTS }, () => code.attempt(WRONG, later(1000)));
    expect(outcomes.at(-1)).toEqual({ accepted: false, reason: 'too_many_attempts' });
    expect(code.attempt(RIGHT, later(1000))).toEqual({ accepted: false, reason: 'too_many_attempts' });
  });

  it('expires ten minutes after it was issued', () => {
    const code = VerificationCode.issue(7, 'email', RIGHT, issuedAt);
    expect(code.expiresAt).toEqual(later(CODE_TTL_MS));
    expect(code.attempt(RIGHT, later(CODE_TTL_MS))).toEqual({ accepted: false, reason: 'expired' });
  });

  it('holds back a resend for the cooldown after it was issued', () => {
    const code = VerificationCode.issue(7, 'email', RIGHT, issuedAt);
    expect(code.cooldownRemainingMs(later(10_000))).toBe(RESEND_COOLDOWN_MS - 10_000);
    expect(code.cooldownRemainingMs(later(RESEND_COOLDOWN_MS))).toBe(0);
  });
});
