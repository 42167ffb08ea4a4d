import { ageOn, type CalendarDate } from './calendar-date.js';
import { SenderTooYoungError, ResidentialAddressRequiredError } from './compliance.errors.js';
import { isPoBox, type UsAddress } from './us-address.js';

/** A sender must be this old to send (and the identity provider verifies no one younger). */
export const MINIMUM_SENDER_AGE = 18;

/** The sender's legal name as on their identity document. */
export interface LegalName {
  first: string;
  last: string;
}

/**
 * What a sender gives for the Basic tier (the Customer Identification Program's name, date of
 * birth and address; the identification number is typed into the identity provider's own form,
 * never ours).
 */
export interface SenderDetails {
  legalName: LegalName;
  dateOfBirth: CalendarDate;
  address: UsAddress;
}

/** Refuses details a sender may not verify with: under 18, or a post office box for an address. */
export function assertAcceptableDetails(details: SenderDetails, today: Date): void {
  if (ageOn(details.dateOfBirth, today) < MINIMUM_SENDER_AGE) throw new SenderTooYoungError(MINIMUM_SENDER_AGE);
  if (isPoBox(details.address.line1) || (details.address.line2 !== null && isPoBox(details.address.line2))) {
    throw new ResidentialAddressRequiredError();
  }
}
