import { z } from 'zod';
import { apiSend } from '@/lib/api-client';
import { errorBody } from '@/lib/api-error';
import { m } from '@/lib/i18n/messages';
import { answerPasskeyChallenge } from '@/lib/passkeys';
import { verificationTypeSchema, type VerificationType } from './verification-type';

/** Spec section 5; login keeps accepting 6+ characters, what older registrations allowed. */
export const loginInputSchema = z.object({
  emailOrPhone: z.string().trim().min(1, m('validation.emailOrPhoneRequired')),
  password: z.string().min(6, m('validation.loginPasswordMin')),
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

/**
 * "Sign in with a passkey", no email or password typed: the server's challenge, the browser's
 * prompt (any of our passkeys it holds), then `POST /api/auth/login/passkey`. Rejects with the
 * browser's error (a cancelled prompt) or the ApiError (401 a passkey that signs no one in).
 */
export async function signInWithPasskey(): Promise<void> {
  const response = await answerPasskeyChallenge('/api/auth/login/passkey-options');
  await apiSend('POST', '/api/auth/login/passkey', { response }, z.unknown());
}

/** The second step with one of the account's passkeys instead of a code. */
export async function finishSignInWithPasskey(): Promise<void> {
  const response = await answerPasskeyChallenge('/api/auth/login/second-factor/passkey-options');
  await apiSend('POST', '/api/auth/login/second-factor/passkey', { response }, z.unknown());
}

/** The second factors an account has: the authenticator app's code, passkeys (recovery codes go with either). */
export type SecondFactors = { authenticator: boolean; passkey: boolean };

const secondFactorRequiredSchema = z.object({
  code: z.literal('AUTH.SECOND_FACTOR_REQUIRED'),
  authenticator: z.boolean().default(true),
  passkey: z.boolean().default(false),
});

/** For a sign-in refused only because the account's second factor comes next: which ones it has. */
export function secondFactorRequired(error: unknown): SecondFactors | undefined {
  const parsed = secondFactorRequiredSchema.safeParse(errorBody(error));
  return parsed.success ? { authenticator: parsed.data.authenticator, passkey: parsed.data.passkey } : undefined;
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
