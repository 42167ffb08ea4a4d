import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** "+256 772 123 456" for "+256772123456": how a person reads a number out; anything unparseable as given. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}
