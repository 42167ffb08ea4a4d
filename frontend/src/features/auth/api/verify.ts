import { z } from 'zod';
import { apiSend } from '@/lib/api-client';
import { errorBody } from '@/lib/api-error';
import { m } from '@/lib/i18n/messages';
import type { VerificationType } from './verification-type';

export const CODE_LENGTH = 6;

/** After load and after each resend, a new code can be asked for only after this long. */
export const RESEND_COOLDOWN_SECONDS = 60;

export const verifyCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), m('validation.codeDigits')),
});

export type VerifyInput = { userId: number; code: string; type: VerificationType };

/** `signedIn`: this browser registered the account (or typed its password), so verifying signed it in too. */
const verifiedSchema = z.object({ signedIn: z.boolean().default(false) });

export function verifyAccount(input: VerifyInput): Promise<z.infer<typeof verifiedSchema>> {
  const { userId, code, type } = input;
  return apiSend('POST', '/api/auth/verify', { userId, code, type }, verifiedSchema);
}

const resentSchema = z.object({
  message: z.string(),
  cooldownSeconds: z.number().nonnegative().default(RESEND_COOLDOWN_SECONDS),
});

export type Resent = z.infer<typeof resentSchema>;

export function resendCode(input: { userId: number; type: VerificationType }): Promise<Resent> {
  return apiSend('POST', '/api/auth/resend-code', { userId: input.userId, type: input.type }, resentSchema);
}

/** How long the server asked us to wait before the next resend, from a 429 answer. */
export function retryAfterSeconds(error: unknown): number | undefined {
  const value = errorBody(error)?.retryAfterSeconds;
  return typeof value === 'number' && value >= 0 ? value : undefined;
}
