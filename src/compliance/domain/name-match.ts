import { sameCalendarDate, type CalendarDate } from './calendar-date.js';
import type { VerifiedPerson } from './identity-check.js';
import type { SenderDetails } from './sender-details.js';

/** A name as compared: accents, case, punctuation and spacing do not count ("José  O'Neil" = "jose oneil"). */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const sameName = (given: string, verified: string | null) => verified !== null && comparableName(given) === comparableName(verified);
const sameDate = (given: CalendarDate, verified: CalendarDate | null) => verified !== null && sameCalendarDate(given, verified);

/** Whether the person the provider verified is the sender by the details they gave us: legal name and date of birth. */
export function isSamePerson(details: SenderDetails, verified: VerifiedPerson): boolean {
  return sameName(details.legalName.first, verified.firstName) && sameName(details.legalName.last, verified.lastName) && sameDate(details.dateOfBirth, verified.dateOfBirth);
}
