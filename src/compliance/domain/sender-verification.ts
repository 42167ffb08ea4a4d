import type { CalendarDate } from './calendar-date.js';
import { AlreadyVerifiedError, DetailsLockedError, DetailsRequiredError, TierRequiredError } from './compliance.errors.js';
import { TIER_OF_CHECK, type CheckKind } from './identity-check.js';
import { assertAcceptableDetails, type SenderDetails } from './sender-details.js';
import type { UsAddress } from './us-address.js';
import { higherTier, reaches, type VerificationTier } from './verification-tier.js';

/**
 * A sender's identity record and the tier it has reached (issue #26): the details they gave,
 * which checks passed and when, and, for Enhanced, their occupation and source of funds and the
 * compliance operator who reviewed them. The identification number is never held; the SSN's
 * last four digits the provider verified are, sealed, by the service (`ssnLastFourSealed`).
 */
export class SenderVerification {
  userId: number;
  tier: VerificationTier = 'none';
  legalFirstName: string | null = null;
  legalLastName: string | null = null;
  dateOfBirth: CalendarDate | null = null;
  address: UsAddress | null = null;
  /** The last four digits of the SSN the id number check verified, sealed with the application's key (never logged). */
  ssnLastFourSealed: string | null = null;
  basicVerifiedAt: Date | null = null;
  idVerifiedAt: Date | null = null;
  /** Enhanced: what the sender declared, as the compliance operator who approved it reviewed it (`EnhancedReview`). */
  occupation: string | null = null;
  sourceOfFunds: string | null = null;
  enhancedReviewedAt: Date | null = null;
  enhancedReviewedBy: string | null = null;
  createdAt: Date;
  updatedAt: Date;

  /** Use `SenderVerification.open`; public only for the ORM. */
  constructor(userId: number, at: Date) {
    this.userId = userId;
    this.createdAt = at;
    this.updatedAt = at;
  }

  static open(userId: number, at: Date): SenderVerification {
    return new SenderVerification(userId, at);
  }

  details(): SenderDetails | null {
    if (!this.legalFirstName || !this.legalLastName || !this.dateOfBirth || !this.address) return null;
    return { legalName: { first: this.legalFirstName, last: this.legalLastName }, dateOfBirth: this.dateOfBirth, address: this.address };
  }

  /** Gives (or corrects) the Basic details; once Basic is verified they are locked (a correction goes through support). */
  giveDetails(details: SenderDetails, at: Date): void {
    if (reaches(this.tier, 'basic')) throw new DetailsLockedError();
    assertAcceptableDetails(details, at);
    this.legalFirstName = details.legalName.first;
    this.legalLastName = details.legalName.last;
    this.dateOfBirth = details.dateOfBirth;
    this.address = details.address;
    this.updatedAt = at;
  }

  /** Refuses a check the sender cannot start now: Basic needs the details, Verified ID needs Basic, and a passed check is not run twice. */
  assertCanStart(kind: CheckKind): void {
    if (reaches(this.tier, TIER_OF_CHECK[kind])) throw new AlreadyVerifiedError();
    if (kind === 'id_number' && !this.details()) throw new DetailsRequiredError();
    if (kind === 'document' && !reaches(this.tier, 'basic')) throw new TierRequiredError('Complete Basic verification before verifying your ID document.');
  }

  /** Refuses a request for Enhanced the sender cannot make: it needs Verified ID, and is made once. */
  assertCanAskForEnhanced(): void {
    if (reaches(this.tier, 'enhanced')) throw new AlreadyVerifiedError();
    if (!reaches(this.tier, 'verified_id')) throw new TierRequiredError('Verify your ID document before asking for Enhanced.');
  }

  /** A compliance operator approved the sender's occupation and source of funds: the sender is Enhanced. */
  enhancedApproved(declared: { occupation: string; sourceOfFunds: string }, by: string, at: Date): void {
    this.assertCanAskForEnhanced();
    this.tier = 'enhanced';
    this.occupation = declared.occupation;
    this.sourceOfFunds = declared.sourceOfFunds.slice(0, 200);
    this.enhancedReviewedAt = at;
    this.enhancedReviewedBy = by;
    this.updatedAt = at;
  }

  /** A check passed: the tier it grants, never lowering one reached; answers whether the tier rose. */
  checkPassed(kind: CheckKind, at: Date): boolean {
    const before = this.tier;
    this.tier = higherTier(this.tier, TIER_OF_CHECK[kind]);
    if (kind === 'id_number') this.basicVerifiedAt ??= at;
    if (kind === 'document') this.idVerifiedAt ??= at;
    this.updatedAt = at;
    return this.tier !== before;
  }
}
