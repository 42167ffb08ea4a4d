import { z } from 'zod';
import { normalizeEmail, normalizePhone } from './contact-normalizer.js';
import { LANGUAGES } from '../shared/domain/language.js';
import { VERIFICATION_CHANNELS } from './domain/verification-channel.js';

const MAX_PASSWORD = 128;
const channel = z.enum(VERIFICATION_CHANNELS, { error: 'Choose email or phone' });

/** `POST /api/profile/contact`: the email or phone a sender adds (normalised; a phone becomes E.164). */
export const addContactRequest = z
  .object({ channel, value: z.string({ error: 'Enter an email address or a phone number' }).trim().min(1, 'Enter an email address or a phone number').max(254) })
  .transform((request, ctx) => {
    if (request.channel === 'email') {
      if (!z.email().safeParse(request.value).success) {
        ctx.addIssue({ code: 'custom', message: 'Invalid email', path: ['value'] });
        return z.NEVER;
      }
      return { channel: request.channel, value: normalizeEmail(request.value) };
    }
    const phone = request.value.replace(/\D/g, '').length >= 10 ? normalizePhone(request.value) : null;
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Valid phone number is required', path: ['value'] });
      return z.NEVER;
    }
    return { channel: request.channel, value: phone };
  });

/** `POST /api/profile/contact/verify`: the code sent to the contact added. */
export const verifyContactRequest = z.object({
  channel,
  code: z
    .string({ error: 'Verification code must be 6 digits' })
    .trim()
    .regex(/^\d{6}$/, 'Verification code must be 6 digits'),
});

/** `POST /api/profile/password`. */
export const changePasswordRequest = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(MAX_PASSWORD),
    newPassword: z
      .string({ error: 'Password must be at least 8 characters' })
      .min(8, 'Password must be at least 8 characters')
      .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
  })
  .refine((r) => r.currentPassword !== r.newPassword, { message: 'Choose a password different from the current one', path: ['newPassword'] });

/** `PUT /api/settings/notifications`. */
export const notificationSettingsRequest = z.object({
  email: z.boolean({ error: 'email must be true or false' }),
  sms: z.boolean({ error: 'sms must be true or false' }),
});

/** `PUT /api/settings/language`. */
export const languageSettingRequest = z.object({
  language: z.enum(LANGUAGES, { error: 'Choose one of en (English), am (Amharic), ti (Tigrinya), sw (Swahili)' }),
});
