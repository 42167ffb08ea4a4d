import { DomainError } from '../../shared/domain/domain-error.js';

/**
 * Where a sender's money comes from, as they choose it when asking for Enhanced (issue #26); the
 * free text beside it says more.
 */
export const SOURCES_OF_FUNDS = ['salary', 'self_employment', 'business_income', 'savings', 'investments', 'pension', 'gift_or_inheritance', 'other'] as const;
export type SourceOfFunds = (typeof SOURCES_OF_FUNDS)[number];

/** `pending`: waits in the compliance queue; `approved`: the sender is Enhanced; `declined`: with a reason the sender sees. */
export type EnhancedReviewStatus = 'pending' | 'approved' | 'declined';

export type EnhancedReviewDecision = 'approve' | 'decline';

/** An operator decides a review someone decided already. */
export class EnhancedReviewDecidedError extends DomainError {
  constructor(status: EnhancedReviewStatus) {
    super({ code: 'COMPLIANCE.REVIEW_DECIDED', kind: 'conflict', message: `This request was ${status} already.` });
  }
}

/** A decline without a reason: the sender is shown it. */
export class DeclineReasonRequiredError extends DomainError {
  constructor() {
    super({ code: 'COMPLIANCE.DECLINE_REASON_REQUIRED', kind: 'validation', field: 'reason', message: 'Say why the request is declined: the sender sees it.' });
  }
}

/** A sender asks for Enhanced while their last request still waits for review. */
export class EnhancedReviewPendingError extends DomainError {
  constructor() {
    super({ code: 'VERIFICATION.REVIEW_PENDING', kind: 'conflict', message: 'Your request for Enhanced is being reviewed. We will update your profile once it is decided.' });
  }
}

/**
 * A sender's request for the Enhanced tier (issue #26): their occupation and source of funds,
 * reviewed by a compliance operator who approves it (the sender becomes Enhanced) or declines it
 * with a reason the sender sees. Decided once; a declined sender may ask again.
 */
export class EnhancedReview {
  constructor(
    readonly id: string,
    readonly userId: number,
    readonly occupation: string,
    readonly sourceOfFunds: SourceOfFunds,
    readonly sourceOfFundsDetail: string,
    readonly requestedAt: Date,
    public status: EnhancedReviewStatus = 'pending',
    public decidedAt: Date | null = null,
    public decidedBy: string | null = null,
    public declineReason: string | null = null,
  ) {}

  static request(id: string, userId: number, declared: { occupation: string; sourceOfFunds: SourceOfFunds; sourceOfFundsDetail: string }, at: Date): EnhancedReview {
    return new EnhancedReview(id, userId, declared.occupation, declared.sourceOfFunds, declared.sourceOfFundsDetail, at);
  }

  isPending(): boolean {
    return this.status === 'pending';
  }

  /** The operator approves: the sender becomes Enhanced (the caller raises the tier in the same transaction). */
  approve(by: string, at: Date): void {
    this.decide('approved', by, at);
  }

  /** The operator declines, with the reason the sender is shown. */
  decline(reason: string, by: string, at: Date): void {
    if (reason.trim().length === 0) throw new DeclineReasonRequiredError();
    this.decide('declined', by, at);
    this.declineReason = reason.trim();
  }

  /** The source of funds in words, as the sender's record keeps it ("Salary: nurse at ..."). */
  sourceOfFundsText(): string {
    const label = SOURCE_OF_FUNDS_LABELS[this.sourceOfFunds];
    return this.sourceOfFundsDetail ? `${label}: ${this.sourceOfFundsDetail}` : label;
  }

  private decide(status: Exclude<EnhancedReviewStatus, 'pending'>, by: string, at: Date): void {
    if (!this.isPending()) throw new EnhancedReviewDecidedError(this.status);
    this.status = status;
    this.decidedBy = by;
    this.decidedAt = at;
  }
}

/** How each source of funds is named to operators and in the sender's record. */
export const SOURCE_OF_FUNDS_LABELS: Record<SourceOfFunds, string> = {
  salary: 'Salary',
  self_employment: 'Self-employment',
  business_income: 'Business income',
  savings: 'Savings',
  investments: 'Investments',
  pension: 'Pension',
  gift_or_inheritance: 'Gift or inheritance',
  other: 'Other',
};
