import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { Country } from '../shared/domain/country.js';
import { InvalidRecipientPhoneError } from './domain/recipient.errors.js';

const REGION: Record<Country, { region: CountryCode; callingCode: string }> = {
  eritrea: { region: 'ER', callingCode: '291' },
  ethiopia: { region: 'ET', callingCode: '251' },
  uganda: { region: 'UG', callingCode: '256' },
  kenya: { region: 'KE', callingCode: '254' },
};

/** What people type into a phone field: digits, an optional leading +, and separators. */
const TYPED_PHONE = /^\+?[\d\s().-]+$/;

/**
 * A recipient's phone number in E.164 form, as a number of their country. A number typed
 * without a country code is read as that country's (Kenya "0712 345 678" is
 * "+254712345678"); `00` before the country code is read as `+`. A number that is not
 * valid there (another country's number included) is refused with a 400 naming `field`.
 */
export function normalizeRecipientPhone(phone: string, country: Country, field = 'phone'): string {
  const { region, callingCode } = REGION[country];
  const typed = phone.trim();
  if (typed.length > 32 || !TYPED_PHONE.test(typed)) throw new InvalidRecipientPhoneError(country, field);
  // No national number in these four countries starts with 0 after the trunk prefix,
  // so a leading 00 can only be the international prefix.
  const parsed = parsePhoneNumberFromString(typed.replace(/^00/, '+'), region);
  const belongs = parsed?.isValid() && parsed.country === region && parsed.countryCallingCode === callingCode && !parsed.ext;
  if (!parsed || !belongs) throw new InvalidRecipientPhoneError(country, field);
  return parsed.number;
}
