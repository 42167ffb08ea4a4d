import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Emails compare case-insensitively: trimmed and lower-cased before storing or looking up. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A phone number in E.164 form, or null when it is not a valid number. A number without
 * a country code is read as a US number (senders are in the US).
 */
export function normalizePhone(phone: string, defaultCountry: 'US' = 'US'): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/** Login accepts either: anything with an @ is an email. */
export function parseEmailOrPhone(value: string): { email: string } | { phone: string } | null {
  if (value.includes('@')) return { email: normalizeEmail(value) };
  const phone = normalizePhone(value);
  return phone ? { phone } : null;
}
