import { DomainError } from '../../shared/domain/domain-error.js';
import { AdminRoleNotAllowedError } from './admin.errors.js';
import type { AttentionActionName } from './attention-item.js';
import { mayDo, rolesWith } from './operator-permission.js';
import type { OperatorRef } from './operator.js';
import { proposalRule, type ProposedAction } from './proposed-action.js';

export type { ProposedAction } from './proposed-action.js';

/**
 * Four-eyes approval (issue #25, item 2). Money sent to another destination than the sender
 * chose, a refund recorded as paid outside the provider, a sanctions hold released, a rate
 * beyond the approval band, the sending limits and a float top-up confirmed by hand are not
 * done by the operator who asks for them: they propose it (see proposed-action.ts), with a
 * note, and a second, different operator whose role allows it approves it (it is then done, in
 * the approver's name) or rejects it (nothing is done); the proposer may withdraw it while it
 * waits. A proposal nobody decided within a day expires. Nothing moves before the approval.
 */
export const FOUR_EYES_ACTIONS = ['retry_payout_other_method', 'mark_refunded', 'release_screening'] as const satisfies readonly AttentionActionName[];
export type FourEyesAction = (typeof FOUR_EYES_ACTIONS)[number];

export function needsFourEyes(action: AttentionActionName): action is FourEyesAction {
  return (FOUR_EYES_ACTIONS as readonly string[]).includes(action);
}

/** How long a proposal waits for a second operator. */
export const APPROVAL_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A proposal's note, and a rejection's: at least this long once trimmed (and at most NOTE_MAX). */
export const APPROVAL_NOTE_MIN = 3;
export const APPROVAL_NOTE_MAX = 500;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export class ApprovalNotFoundError extends DomainError {
  constructor() {
    super({ code: 'APPROVAL.NOT_FOUND', kind: 'not_found', message: 'No such proposal.' });
  }
}

/** The proposer tried to decide their own proposal. */
export class SameOperatorError extends DomainError {
  constructor() {
    super({ code: 'APPROVAL.SAME_OPERATOR', kind: 'conflict', message: 'Another operator must approve this.' });
  }
}

export class ApprovalExpiredError extends DomainError {
  constructor() {
    super({ code: 'APPROVAL.EXPIRED', kind: 'conflict', message: 'This proposal expired: nobody approved it within a day. Propose it again if it is still needed.' });
  }
}

export class ApprovalDecidedError extends DomainError {
  constructor(status: 'approved' | 'rejected' | 'withdrawn') {
    super({ code: 'APPROVAL.DECIDED', kind: 'conflict', message: `This proposal was ${status} already.` });
  }
}

/** The same action on the same item waits for approval already. */
export class ApprovalPendingError extends DomainError {
  constructor(message = 'This action on this item is waiting for approval already.') {
    super({ code: 'APPROVAL.ALREADY_PROPOSED', kind: 'conflict', message });
  }
}

/**
 * What the proposal would change was changed meanwhile by other means (a rate set at once within
 * the approval band): approving it would overwrite that unseen. Reject it and propose anew.
 */
export class ApprovalStaleError extends DomainError {
  constructor(message: string) {
    super({ code: 'APPROVAL.STALE', kind: 'conflict', message });
  }
}

/** Only the operator who proposed it may withdraw it. */
export class NotTheProposerError extends DomainError {
  constructor() {
    super({ code: 'APPROVAL.NOT_PROPOSER', kind: 'forbidden', message: 'Only the operator who proposed it may withdraw it.' });
  }
}

/** A proposal (`proposalNote`) or a rejection (`note`) without its note. */
export class ApprovalNoteRequiredError extends DomainError {
  constructor(field: 'proposalNote' | 'note', message: string) {
    super({ code: 'APPROVAL.NOTE_REQUIRED', kind: 'validation', field, message });
  }
}

/** The trimmed note, or null when it is shorter than APPROVAL_NOTE_MIN (or longer than APPROVAL_NOTE_MAX). */
function usableNote(note: string | null | undefined): string | null {
  const trimmed = note?.trim() ?? '';
  return trimmed.length >= APPROVAL_NOTE_MIN && trimmed.length <= APPROVAL_NOTE_MAX ? trimmed : null;
}

/** Who proposed or decided, as they were when they did (their role may change later). */
export type ApprovalOperator = OperatorRef;

export interface ApprovalState {
  id: string;
  action: ProposedAction;
  /** What will happen, in words, for the operator who decides (another destination with its bank and account...). */
  summary: string;
  proposedBy: ApprovalOperator;
  proposalNote: string;
  proposedAt: Date;
  expiresAt: Date;
  /** As stored: an expired proposal may still be stored `pending` (see `statusAt`). */
  status: ApprovalStatus;
  decidedBy: ApprovalOperator | null;
  decidedAt: Date | null;
  decisionNote: string | null;
}

/** One proposed action and its decision. */
export class Approval {
  private constructor(private state: ApprovalState) {}

  /** A new proposal by `proposedBy`, pending for APPROVAL_LIFETIME_MS; its note says why (at least 3 characters). */
  static propose({
    id,
    action,
    summary,
    proposedBy,
    note,
    now,
  }: {
    id: string;
    action: ProposedAction;
    summary: string;
    proposedBy: ApprovalOperator;
    note: string | null | undefined;
    now: Date;
  }): Approval {
    if (action.kind === 'attention' && !needsFourEyes(action.action)) throw new Error(`${action.action} is done at once, not proposed`);
    const proposalNote = usableNote(note);
    if (proposalNote === null) {
      throw new ApprovalNoteRequiredError('proposalNote', `Say why, for the operator who approves it (${APPROVAL_NOTE_MIN} to ${APPROVAL_NOTE_MAX} characters).`);
    }
    return new Approval({
      id,
      action,
      summary,
      proposedBy: { id: proposedBy.id, email: proposedBy.email, role: proposedBy.role },
      proposalNote,
      proposedAt: now,
      expiresAt: new Date(now.getTime() + APPROVAL_LIFETIME_MS),
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
    });
  }

  /** As stored. */
  static restore(state: ApprovalState): Approval {
    return new Approval({ ...state });
  }

  get id(): string {
    return this.state.id;
  }
  get action(): ProposedAction {
    return this.state.action;
  }
  get summary(): string {
    return this.state.summary;
  }
  get proposedBy(): ApprovalOperator {
    return this.state.proposedBy;
  }
  get proposalNote(): string {
    return this.state.proposalNote;
  }
  get proposedAt(): Date {
    return this.state.proposedAt;
  }
  get expiresAt(): Date {
    return this.state.expiresAt;
  }
  get decidedBy(): ApprovalOperator | null {
    return this.state.decidedBy;
  }
  get decidedAt(): Date | null {
    return this.state.decidedAt;
  }
  get decisionNote(): string | null {
    return this.state.decisionNote;
  }
  /** The status as stored; `statusAt` is what it is now. */
  get storedStatus(): ApprovalStatus {
    return this.state.status;
  }

  /** Pending until decided or until it expires: a pending proposal past its expiry is expired. */
  statusAt(now: Date): ApprovalStatus {
    if (this.state.status === 'pending' && now.getTime() >= this.state.expiresAt.getTime()) return 'expired';
    return this.state.status;
  }

  /** Whether `operator` proposed it (they may not decide it). */
  proposedByOperator(operator: Pick<OperatorRef, 'id'>): boolean {
    return this.state.proposedBy.id === operator.id;
  }

  /** Whether `operator` may approve or reject it now: pending, not theirs, and their role allows the action. */
  mayBeDecidedBy(operator: OperatorRef, now: Date): boolean {
    return this.statusAt(now) === 'pending' && !this.proposedByOperator(operator) && mayDo(operator.role, proposalRule(this.state.action).approve);
  }

  /** Whether `operator` may withdraw it now: theirs and pending. */
  mayBeWithdrawnBy(operator: Pick<OperatorRef, 'id'>, now: Date): boolean {
    return this.statusAt(now) === 'pending' && this.proposedByOperator(operator);
  }

  /**
   * Approved by `operator`: the caller then performs the action, in their name. Refused when it
   * is decided or expired (409), when `operator` proposed it (409 APPROVAL.SAME_OPERATOR) or when
   * their role does not allow the action (403 ADMIN.ROLE_NOT_ALLOWED).
   */
  approve(operator: OperatorRef, note: string | null | undefined, now: Date): void {
    this.assertDecidableBy(operator, now);
    this.decide('approved', operator, note?.trim() || null, now);
  }

  /** Rejected by `operator`, with a note saying why (at least 3 characters): nothing is done. Refused as `approve` is. */
  reject(operator: OperatorRef, note: string | null | undefined, now: Date): void {
    this.assertDecidableBy(operator, now);
    const why = usableNote(note);
    if (why === null) throw new ApprovalNoteRequiredError('note', `Say why it is rejected (${APPROVAL_NOTE_MIN} to ${APPROVAL_NOTE_MAX} characters).`);
    this.decide('rejected', operator, why, now);
  }

  /**
   * Withdrawn by its proposer while it waits (`note`: why, optional): nothing is done, and it
   * can be proposed again. Refused for anyone else (403) and once decided or expired (409).
   */
  withdraw(operator: OperatorRef, note: string | null | undefined, now: Date): void {
    this.assertPending(now);
    if (!this.proposedByOperator(operator)) throw new NotTheProposerError();
    this.state = { ...this.state, status: 'withdrawn', decidedBy: null, decidedAt: now, decisionNote: note?.trim() || null };
  }

  private assertPending(now: Date): void {
    const status = this.statusAt(now);
    if (status === 'approved' || status === 'rejected' || status === 'withdrawn') throw new ApprovalDecidedError(status);
    if (status === 'expired') throw new ApprovalExpiredError();
  }

  private assertDecidableBy(operator: OperatorRef, now: Date): void {
    this.assertPending(now);
    if (this.proposedByOperator(operator)) throw new SameOperatorError();
    const needed = proposalRule(this.state.action).approve;
    if (!mayDo(operator.role, needed)) throw new AdminRoleNotAllowedError(operator.role, rolesWith(needed));
  }

  private decide(status: 'approved' | 'rejected', operator: OperatorRef, note: string | null, now: Date): void {
    this.state = {
      ...this.state,
      status,
      decidedBy: { id: operator.id, email: operator.email, role: operator.role },
      decidedAt: now,
      decisionNote: note,
    };
  }
}
