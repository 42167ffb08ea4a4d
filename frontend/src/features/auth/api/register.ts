import { z } from 'zod';
import { apiSend } from '@/lib/api-client';
import { activeLanguage } from '@/lib/i18n/active-language';
import { m } from '@/lib/i18n/messages';
import { verificationTypeSchema } from './verification-type';

export type ContactMethod = 'email' | 'phone';

/** A US number as 10 digits (11 with the leading 1), or any number written with +country code. */
function isDialable(phone: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '');
  if (phone.startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

const name = (message: string) =>
  z.string().trim().min(1, message).max(100, m('validation.nameTooLong'));

/** Registration needs at least 8 characters (engineering brief section 8; the spec had 6). */
export const REGISTRATION_PASSWORD_MIN = 8;

const common = {
  firstName: name(m('validation.firstNameRequired')),
  lastName: name(m('validation.lastNameRequired')),
  password: z
    .string()
    // Shown through the catalog; {min} is REGISTRATION_PASSWORD_MIN (see register-form).
    .min(REGISTRATION_PASSWORD_MIN, m('validation.passwordMin'))
    .max(128, m('validation.passwordMax')),
};

// The shared rules (spec section 5): each contact is optional but must be well formed, and
// one of them is required. Each tab then makes its own contact required.
const optionalEmail = z.union([z.literal(''), z.string().trim().pipe(z.email(m('validation.invalidEmail')))]);
const optionalPhone = z.union([
  z.literal(''),
  z.string().trim().refine(isDialable, m('validation.invalidPhone')),
]);
const eitherContact = <T extends { email: string; phone: string }>(data: T) => data.email !== '' || data.phone !== '';
const eitherContactIssue = { message: m('validation.contactRequired'), path: ['email'] };

export const registrationSchemas = {
  email: z
    .object({
      ...common,
      email: z.string().trim().pipe(z.email(m('validation.emailRequired'))),
      phone: optionalPhone,
    })
    .refine(eitherContact, eitherContactIssue),
  phone: z
    .object({
      ...common,
      email: optionalEmail,
      phone: z
        .string()
        .trim()
        .min(10, m('validation.phoneRequired'))
        .refine(isDialable, m('validation.invalidPhone')),
    })
    .refine(eitherContact, eitherContactIssue),
} satisfies Record<ContactMethod, z.ZodType>;

export type RegistrationInput = {
  email: string;
  phone: string;
  password: string;
  firstName: string;
  lastName: string;
};

const registeredSchema = z.object({
  userId: z.number().int().positive(),
  verificationType: verificationTypeSchema,
});

export type Registered = z.infer<typeof registeredSchema>;

/** Creates the account, in the language showing; a code goes to the email when one was given, else to the phone. */
export function register(input: RegistrationInput): Promise<Registered> {
  const { email, phone, password, firstName, lastName } = input;
  return apiSend('POST', '/api/auth/register', { email, phone, password, firstName, lastName, language: activeLanguage() }, registeredSchema);
}
