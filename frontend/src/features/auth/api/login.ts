import { z } from 'zod';
import { apiSend } from '@/lib/api-client';
import { errorBody } from '@/lib/api-error';
import { verificationTypeSchema, type VerificationType } from './verification-type';

/** Spec section 5; login keeps accepting 6+ characters, what older registrations allowed. */
export const loginInputSchema = z.object({
  emailOrPhone: z.string().trim().min(1, 'Email or phone is required'),
  password: z.string().min(6, 'Password must be at least 6 characters'),
});

export type LoginInput = z.infer<typeof loginInputSchema>;

/** Signs in; the session cookie is the result (the body is not needed). */
export async function login(input: LoginInput): Promise<void> {
  await apiSend('POST', '/api/auth/login', input, z.unknown());
}

/** The second step for an account with two-step verification: the app's code or a recovery code. */
export async function finishSignInWithCode(code: string): Promise<void> {
  await apiSend('POST', '/api/auth/login/second-factor', { code }, z.unknown());
}

/** Whether a sign-in was refused only because the account's second factor comes next. */
export function secondFactorRequired(error: unknown): boolean {
  return errorBody(error)?.code === 'AUTH.SECOND_FACTOR_REQUIRED';
}

const unverifiedSchema = z.object({
  code: z.literal('AUTH.UNVERIFIED'),
  userId: z.number().int().positive(),
  verificationType: verificationTypeSchema,
  /** False when no new code went out (one was sent less than a minute ago and still works). */
  codeSent: z.boolean().default(true),
});

/** For a sign-in refused because the account is not verified yet: who, and by which channel. */
export function unverifiedAccount(error: unknown): { userId: number; type: VerificationType; codeSent: boolean } | undefined {
  const parsed = unverifiedSchema.safeParse(errorBody(error));
  return parsed.success ? { userId: parsed.data.userId, type: parsed.data.verificationType, codeSent: parsed.data.codeSent } : undefined;
}
