import type { VerificationCheck, VerificationSessionError } from './verification-session.js';

/**
 * What the tester can make a submission end in on the stand-in page (or the test hook): Stripe's
 * `last_error` codes for the failures, `processing` for a check that takes a while and then verifies.
 */
export const documentOutcomes = [
  'verified',
  'processing',
  'document_unverified_other',
  'document_expired',
  'document_type_not_supported',
  'selfie_face_mismatch',
  'selfie_unverified_other',
  'consent_declined',
  'under_supported_age',
] as const;

export const idNumberOutcomes = [
  'verified',
  'processing',
  'id_number_mismatch',
  'id_number_unverified_other',
  'id_number_insufficient_document_data',
  'consent_declined',
  'under_supported_age',
] as const;

export type VerificationOutcome = (typeof documentOutcomes)[number] | (typeof idNumberOutcomes)[number];

/** The outcomes each check can have. */
export function outcomesOf(type: VerificationCheck): readonly VerificationOutcome[] {
  return type === 'document' ? documentOutcomes : idNumberOutcomes;
}

/** Stripe's wording of each `last_error` (the `reason` shown to the integration). */
const reasons: Record<Exclude<VerificationOutcome, 'verified' | 'processing'>, string> = {
  document_unverified_other: 'The document could not be verified: it was unreadable or not a valid identity document.',
  document_expired: 'The provided identity document has expired.',
  document_type_not_supported: 'The provided identity document is not one of the allowed types.',
  selfie_face_mismatch: 'The captured face image did not match the face on the document.',
  selfie_unverified_other: 'The selfie could not be verified.',
  id_number_mismatch: 'The information provided could not be matched against global databases.',
  id_number_unverified_other: 'The ID number could not be verified.',
  id_number_insufficient_document_data: 'The provided document did not contain enough data to match the ID number.',
  consent_declined: 'The user declined to be verified.',
  under_supported_age: 'Stripe Identity does not verify users under the age of majority.',
};

export function errorOf(outcome: VerificationOutcome): VerificationSessionError | null {
  if (outcome === 'verified' || outcome === 'processing') return null;
  return { code: outcome, reason: reasons[outcome] };
}

/**
 * Stripe's test ID numbers (Connect's documented ones, which the id_number check follows here):
 * `000000000` (or last four `0000`) verifies, `111111111` (`1111`) does not match. The sandbox
 * adds `222222222` (`2222`) for insufficient data, `333333333` (`3333`) for another failure and
 * `444444444` (`4444`) for a check that is `processing` a while before it verifies; any other
 * number verifies.
 */
export function idNumberOutcome(idNumber: string): VerificationOutcome {
  const digits = idNumber.replace(/\D/g, '');
  const key = digits.length >= 4 ? digits.slice(-4) : digits;
  const uniform = /^(\d)\1*$/.test(digits) ? digits[0] : null;
  if (uniform === '1' && key === '1111') return 'id_number_mismatch';
  if (uniform === '2' && key === '2222') return 'id_number_insufficient_document_data';
  if (uniform === '3' && key === '3333') return 'id_number_unverified_other';
  if (uniform === '4' && key === '4444') return 'processing';
  return 'verified';
}

/** Whole years between a date of birth and `now` (UTC). */
export function ageOn(dob: { year: number; month: number; day: number }, now: Date): number {
  let age = now.getUTCFullYear() - dob.year;
  const beforeBirthday = now.getUTCMonth() + 1 < dob.month || (now.getUTCMonth() + 1 === dob.month && now.getUTCDate() < dob.day);
  if (beforeBirthday) age -= 1;
  return age;
}
