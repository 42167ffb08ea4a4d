import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import metadata from 'virtual:corridor-phone-metadata';

/**
 * "+256 772 123456" for "+256772123456": how a person reads a number out. A number without a
 * country code is read as a US one (senders are in the US); a number of a country outside the
 * corridor (the metadata knows the US, Kenya, Uganda, Ethiopia and Eritrea) or anything else is
 * shown as given.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const parsed = parsePhoneNumberFromString(phone, 'US', metadata);
  return parsed?.isValid() ? parsed.formatInternational() : phone;
}
