import { z } from 'zod';
import { apiSend } from '@/lib/api-client';
import { m } from '@/lib/i18n/messages';
import { verificationTypeSchema } from './verification-type';
import { REGISTRATION_PASSWORD_MIN } from './register';
import { CODE_LENGTH, RESEND_COOLDOWN_SECONDS } from './verify';

export const resetContactSchema = z.object({
  emailOrPhone: z.string().trim().min(1, m('validation.resetContactRequired')),
});

export const newPasswordSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), m('validation.resetCodeDigits')),
  newPassword: z.string().min(REGISTRATION_PASSWORD_MIN, m('validation.passwordMin')),
});

const codeSentSchema = z.object({
  message: z.string(),
  channel: verificationTypeSchema,
  cooldownSeconds: z.number().nonnegative().default(RESEND_COOLDOWN_SECONDS),
});

export type ResetCodeSent = z.infer<typeof codeSentSchema>;

/** Asks for a reset code; the answer is the same whether or not an account uses the contact. */
export function requestPasswordResetCode(emailOrPhone: string): Promise<ResetCodeSent> {
  return apiSend('POST', '/api/auth/password-reset/code', { emailOrPhone }, codeSentSchema);
}

export async function resetPassword(input: { emailOrPhone: string; code: string; newPassword: string }): Promise<void> {
  await apiSend('POST', '/api/auth/password-reset', input, z.unknown());
}
