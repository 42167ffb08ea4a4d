import { z } from 'zod';

/** Where a verification code goes: the account's email or its phone (by SMS). */
export const verificationTypeSchema = z.enum(['email', 'phone']);
export type VerificationType = z.infer<typeof verificationTypeSchema>;

/** The verify screen for an account: `/verify?userId=..&type=..`. */
export function verifyPath(userId: number, type: VerificationType): string {
  return `/verify?${new URLSearchParams({ userId: String(userId), type })}`;
}
