import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * "+256 772 123456" for "+256772123456": how a person reads a number out. A number without a
 * country code is read as a US one (senders are in the US); anything else is shown as given.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const parsed = parsePhoneNumberFromString(phone, 'US');
  return parsed?.isValid() ? parsed.formatInternational() : phone;
}
