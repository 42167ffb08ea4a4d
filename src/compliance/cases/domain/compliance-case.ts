/** How a compliance operator decides a case (issue #26). */
export const CASE_DECISIONS = ['clear', 'request_information', 'file_sar', 'close_account'] as const;
export type CaseDecision = (typeof CASE_DECISIONS)[number];

/** `awaiting_information`: the sender was asked for information; the case stays open until decided otherwise. */
export type CaseStatus = 'open' | 'awaiting_information' | 'closed';

/** A suspicious activity report is due 30 days after the activity was detected (31 CFR 1022.320). */
export const CASE_DEADLINE_DAYS = 30;

/** Thrown when a decision does not apply: the case is closed already. */
export class CaseAlreadyClosedError extends Error {
  constructor() {
    super('This case is closed already.');
  }
}

/** Thrown when the sender answers a case that asks them nothing (never asked, answered already, or closed). */
export class NoInformationRequestedError extends Error {
  constructor() {
    super('Nothing is asked of you on this case any more.');
  }
}

/**
 * A sender's compliance case: opened by a monitoring rule's first hit (later hits join it
 * while it is not closed), due 30 days from detection, and decided by a compliance operator.
 * Clearing, filing a SAR or closing the account closes it; asking the sender for information
 * keeps it open.
 */
export class ComplianceCase {
  constructor(
    readonly id: string,
    readonly userId: number,
    public status: CaseStatus,
    readonly detectedAt: Date,
    readonly deadlineAt: Date,
    public decision: CaseDecision | null = null,
    public decidedAt: Date | null = null,
    public decidedBy: string | null = null,
  ) {}

  static open(id: string, userId: number, at: Date): ComplianceCase {
    return new ComplianceCase(id, userId, 'open', at, new Date(at.getTime() + CASE_DEADLINE_DAYS * 24 * 3600_000));
  }

  isClosed(): boolean {
    return this.status === 'closed';
  }

  /** Past its deadline and not closed. */
  isLate(now: Date): boolean {
    return !this.isClosed() && now.getTime() > this.deadlineAt.getTime();
  }

  /** Whole days left until the deadline (negative: late by that many); null once closed. */
  daysLeft(now: Date): number | null {
    if (this.isClosed()) return null;
    return Math.floor((this.deadlineAt.getTime() - now.getTime()) / (24 * 3600_000));
  }

  /** Records the operator's decision. Throws when the case is closed already. */
  decide(decision: CaseDecision, by: string, at: Date): void {
    if (this.isClosed()) throw new CaseAlreadyClosedError();
    this.decision = decision;
    this.decidedAt = at;
    this.decidedBy = by;
    this.status = decision === 'request_information' ? 'awaiting_information' : 'closed';
  }

  /** The sender answered the request for information: the case is open again, for the operator to decide. */
  answerReceived(): void {
    if (this.status !== 'awaiting_information') throw new NoInformationRequestedError();
    this.status = 'open';
  }

  /** Whether this decision lets the payouts the case held go. */
  static releasesHolds(decision: CaseDecision): boolean {
    return decision === 'clear';
  }
}
