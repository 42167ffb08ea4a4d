import { z } from 'zod';
import { LANGUAGES } from '../shared/domain/language.js';
import { VERIFICATION_CHANNELS } from './domain/verification-channel.js';

/** `GET /api/auth/me` and the login answer's user (SessionUser). */
export const sessionUserResponse = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    isEmailVerified: z.boolean(),
    isPhoneVerified: z.boolean(),
    status: z.enum(['active', 'suspended']),
    language: z.enum(LANGUAGES).meta({ description: 'The language of the app and of every email and SMS to the sender (en, am, ti, sw).' }),
  })
  .meta({ id: 'SessionUser' });

export const registerResponse = z.object({
  userId: z.number().int(),
  verificationType: z.enum(VERIFICATION_CHANNELS).meta({ description: 'Where the 6-digit code was sent.' }),
});

export const loginResponse = z.object({ user: sessionUserResponse });

export const verifyResponse = z.object({
  message: z.string(),
  signedIn: z.boolean().meta({ description: 'Whether verifying also signed the account in (this browser registered it or typed its password).' }),
  user: sessionUserResponse.optional().meta({ description: 'The signed-in sender, when signedIn.' }),
});

export const resendCodeResponse = z.object({ message: z.string(), cooldownSeconds: z.number().int() });

export const passwordResetCodeResponse = z.object({
  message: z.string(),
  channel: z.enum(VERIFICATION_CHANNELS).meta({ description: 'Where a code goes when the account exists: the kind of contact typed.' }),
  cooldownSeconds: z.number().int(),
});
