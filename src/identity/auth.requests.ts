import { z } from 'zod';
import { normalizeEmail, normalizePhone } from './contact-normalizer.js';
import { LANGUAGES } from '../shared/domain/language.js';
import { VERIFICATION_CHANNELS } from './domain/verification-channel.js';

const MAX_PASSWORD = 128;
const newPassword = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(8, 'Password must be at least 8 characters')
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`);
const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, 'Names can be at most 100 characters');

/**
 * `POST /api/auth/register`. The screen sends the unused contact as an empty string.
 * Emails are normalised; phones become E.164 (a 10-digit US number is accepted).
 */
export const registerRequest = z
  .object({
    email: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email')
      .transform((v) => (v === '' ? null : normalizeEmail(v))),
    phone: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || v.replace(/\D/g, '').length >= 10, 'Valid phone number is required')
      .transform((v, ctx) => {
        if (v === '') return null;
        const phone = normalizePhone(v);
        if (!phone) ctx.addIssue({ code: 'custom', message: 'Invalid phone number' });
        return phone;
      }),
    password: newPassword,
    firstName: name('First name is required'),
    lastName: name('Last name is required'),
    language: z
      .enum(LANGUAGES, { error: 'language must be one of en, am, ti, sw' })
      .optional()
      .meta({ description: 'The language the visitor chose (or their browser\'s): the verification code and every later message come in it. English when absent.' }),
  })
  .refine((r) => r.email !== null || r.phone !== null, { message: 'Either email or phone number is required', path: ['email'] });

const emailOrPhone = z.string({ error: 'Email or phone is required' }).trim().min(1, 'Email or phone is required').max(254);

export const loginRequest = z.object({
  emailOrPhone,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD),
});

const sixDigitCode = z
  .string({ error: 'Verification code must be 6 digits' })
  .trim()
  .regex(/^\d{6}$/, 'Verification code must be 6 digits');

/** `POST /api/auth/password-reset/code`: the verified email or phone to send a reset code to. */
export const passwordResetCodeRequest = z.object({ emailOrPhone });

/** `POST /api/auth/password-reset`: the code that arrived, and the new password. */
export const passwordResetRequest = z.object({ emailOrPhone, code: sixDigitCode, newPassword });

const userId = z.coerce.number({ error: 'A valid user id is required' }).int().positive('A valid user id is required');
const channel = z.enum(VERIFICATION_CHANNELS, { error: 'Type must be email or phone' });

export const verifyRequest = z.object({
  userId,
  code: sixDigitCode,
  type: channel,
});

export const resendCodeRequest = z.object({ userId, type: channel });
