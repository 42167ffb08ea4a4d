import { z } from 'zod';

/** Where a verification code goes: the account's email or its phone (by SMS). */
export const verificationTypeSchema = z.enum(['email', 'phone']);
export type VerificationType = z.infer<typeof verificationTypeSchema>;

/**
 * The verify screen for an account: `/verify?userId=..&type=..`, with `next` (a path of this
 * app) when the sender was on the way somewhere: verifying signs them in and goes on there.
 */
export function verifyPath(userId: number, type: VerificationType, next?: string): string {
  return `/verify?${new URLSearchParams({ userId: String(userId), type, ...(next ? { next } : {}) })}`;
}
