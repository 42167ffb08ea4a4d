import { DomainError } from '../../shared/domain/domain-error.js';
import { Money } from '../../shared/domain/money.js';
import { formatCalendarDate } from './calendar-date.js';
import type { CheckKind } from './identity-check.js';
import type { SenderVerification } from './sender-verification.js';
import type { UsAddress } from './us-address.js';
import { reaches, type VerificationTier } from './verification-tier.js';

/**
 * A transfer of this much or more must keep the full sender and recipient record
 * (31 CFR 1010.410(e): the $3,000 funds transfer recordkeeping rule).
 */
export const FULL_RECORD_THRESHOLD = Money.parse('3000.00', 'USD');

/** How long a sender's records are kept after their last transfer or the account's closing (31 CFR 1010.430(d)). */
export const RECORD_RETENTION_YEARS = 5;

/**
 * How the sender funded a transfer. Both come from an account at a financial institution or a
 * US-issued card, never cash, a money order or a cashier's check: the remittance transfer excise
 * tax (26 U.S.C. 4475) falls on cash-funded transfers only, and this is what shows it.
 */
export const FUNDING_TYPES = ['card', 'ach_bank_debit'] as const;
export type FundingType = (typeof FUNDING_TYPES)[number];

/** The words an export and the README use for each funding type. */
export const FUNDING_TYPE_WORDS: Record<FundingType, string> = {
  card: 'Debit or credit card (not cash-funded: outside the remittance transfer excise tax)',
  ach_bank_debit: 'ACH debit from a bank account (not cash-funded: outside the remittance transfer excise tax)',
};

/** The funding type of a transfer paid by card or by ACH debit. */
export function fundingTypeOf(paymentMethod: 'card' | 'ach'): FundingType {
  return paymentMethod === 'card' ? 'card' : 'ach_bank_debit';
}

/**
 * The sender's verified identity as it stood when a transfer was created: legal name, date of
 * birth, address, tier and the check that verified it. Never the SSN or any of its digits.
 */
export interface IdentitySnapshot {
  legalName: { first: string; last: string };
  dateOfBirth: string;
  address: UsAddress;
  tier: Exclude<VerificationTier, 'none'>;
  verificationId: string;
  verifiedAt: string;
}

/** A passed identity check: what the snapshot names as the verification. */
export interface PassedCheck {
  id: string;
  kind: CheckKind;
  concludedAt: Date;
}

/**
 * The snapshot of a verified sender's identity, or null while there is no full record (no
 * details, or Basic not verified). The verification named is the latest passed check.
 */
export function identitySnapshotOf(verification: SenderVerification | null, passed: readonly PassedCheck[]): IdentitySnapshot | null {
  if (!verification || !reaches(verification.tier, 'basic')) return null;
  const details = verification.details();
  const latest = [...passed].sort((a, b) => b.concludedAt.getTime() - a.concludedAt.getTime())[0];
  if (!details || !latest) return null;
  return {
    legalName: { first: details.legalName.first, last: details.legalName.last },
    dateOfBirth: formatCalendarDate(details.dateOfBirth),
    address: { ...details.address },
    tier: verification.tier as IdentitySnapshot['tier'],
    verificationId: latest.id,
    verifiedAt: latest.concludedAt.toISOString(),
  };
}

export class FullRecordRequiredError extends DomainError {
  constructor() {
    super({
      code: 'COMPLIANCE.FULL_RECORD_REQUIRED',
      kind: 'conflict',
      message: 'A transfer of $3,000 or more needs your verified identity. Verify your identity on your profile, then send again.',
    });
  }
}

/** Refuses a transfer of $3,000 or more without the sender's verified identity; smaller ones keep what there is. */
export function assertRecordComplete(amount: Money, identity: IdentitySnapshot | null): void {
  if (identity === null && amount.compare(FULL_RECORD_THRESHOLD) >= 0) throw new FullRecordRequiredError();
}

/** Until when a closed account's records are kept: five years from its closing. */
export function retainedUntil(closedAt: Date): Date {
  const until = new Date(closedAt.getTime());
  until.setUTCFullYear(until.getUTCFullYear() + RECORD_RETENTION_YEARS);
  return until;
}
