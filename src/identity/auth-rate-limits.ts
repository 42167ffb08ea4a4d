import type { RateLimit } from '../redis/rate-limiter.service.js';

/** Attempts per window, per client address and (for sign-in) per account. */
export const AUTH_RATE_LIMITS = {
  loginPerAddress: { name: 'login-ip', max: 30, windowSeconds: 15 * 60 },
  loginPerAccount: { name: 'login-account', max: 10, windowSeconds: 15 * 60 },
  register: { name: 'register-ip', max: 10, windowSeconds: 60 * 60 },
  verify: { name: 'verify-ip', max: 30, windowSeconds: 15 * 60 },
  resend: { name: 'resend', max: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

/** The subject of the per-account sign-in limit: the account as typed, case aside. */
export function signInAccount(credentials: { emailOrPhone: string }): string {
  return credentials.emailOrPhone.toLowerCase();
}
