import type { RateLimit } from '../redis/rate-limiter.service.js';
import { parseEmailOrPhone } from './contact-normalizer.js';

/** Attempts per window, per client address and (for sign-in) per account. */
export const AUTH_RATE_LIMITS = {
  loginPerAddress: { name: 'login-ip', max: 30, windowSeconds: 15 * 60 },
  loginPerAccount: { name: 'login-account', max: 10, windowSeconds: 15 * 60 },
  register: { name: 'register-ip', max: 10, windowSeconds: 60 * 60 },
  verify: { name: 'verify-ip', max: 30, windowSeconds: 15 * 60 },
  resend: { name: 'resend', max: 5, windowSeconds: 60 * 60 },
  /** A signed-in sender adding an email or phone on their profile: codes sent, per account. */
  addContact: { name: 'add-contact', max: 5, windowSeconds: 60 * 60 },
  /** "Forgot password?" codes asked for: per client address, and per account named. */
  passwordResetCodePerAddress: { name: 'reset-code-ip', max: 10, windowSeconds: 60 * 60 },
  passwordResetCodePerAccount: { name: 'reset-code-account', max: 5, windowSeconds: 60 * 60 },
  /** New passwords tried with a reset code, per client address (each code also locks after 5 wrong tries). */
  passwordReset: { name: 'reset-ip', max: 30, windowSeconds: 15 * 60 },
  /** Second-factor codes tried after the password, per account (a 6-digit code must not be guessable). */
  secondFactor: { name: 'second-factor', max: 10, windowSeconds: 15 * 60 },
  /** Password changes tried, per account (each checks the current password). */
  changePassword: { name: 'change-password', max: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimit>;

/**
 * The subject of the per-account sign-in limit: the account the credentials name, as sign-in
 * looks it up (a normalised email, or the phone in E.164), so `+1 202-555-0100` and
 * `+12025550100` share one allowance. Text that names no account counts as typed.
 */
export function signInAccount(credentials: { emailOrPhone: string }): string {
  const contact = parseEmailOrPhone(credentials.emailOrPhone);
  if (!contact) return `raw:${credentials.emailOrPhone.trim().toLowerCase()}`;
  return 'email' in contact ? `email:${contact.email}` : `phone:${contact.phone}`;
}
