import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sqlOf } from '../../ledger/ledger-sql.js';
import { AdminAuditLog } from '../admin-audit-log.service.js';
import { AttentionActions, type AttentionActionResult } from '../attention/attention-actions.service.js';
import { attentionActionRequest, type AttentionActionRequest } from '../attention/attention.requests.js';
import { AdminAuditEntry } from '../domain/admin-audit-entry.js';
import {
  Approval,
  ApprovalDecidedError,
  ApprovalExpiredError,
  ApprovalNotFoundError,
  ApprovalPendingError,
  type FourEyesAction,
  type ProposedAction,
} from '../domain/approval.js';
import { ACTION_TEXTS, parseAttentionKey } from '../domain/attention-item.js';
import type { OperatorRef } from '../domain/operator.js';
import { approvalStore } from './approval.store.js';

/** 202 to a four-eyes action: proposed, nothing done. */
export interface WaitingForApproval {
  status: 'waiting_for_approval';
  outcome: 'waiting_for_approval';
  approvalId: string;
  message: string;
}

const WAITING_MESSAGE = 'Waiting for approval by another operator.';
/** How many proposals the list shows: every pending one first, then the latest decided. */
const LIST_LIMIT = 100;
const TRANSFER_KINDS = new Set(['payout_failed', 'refund_refused', 'screening_hold', 'payout_held', 'overdue']);

/**
 * Four-eyes approval of the queue actions that move money elsewhere or change a risk decision
 * (issue #25, item 2). The first operator's request is checked as the action would check it,
 * then stored as a pending proposal; nothing is done. A second operator approves it (the
 * action is then done through AttentionActions, in their name, in the same transaction that
 * marks the proposal approved) or rejects it. Every step is audited under the operator who took it.
 */
@Injectable()
export class Approvals {
  constructor(
    private readonly em: EntityManager,
    private readonly actions: AttentionActions,
    private readonly audit: AdminAuditLog,
  ) {}

  /**
   * Records `request` as proposed by `operator`: answers the proposal, or the action's
   * `already_done` when the item was dealt with already (nothing proposed). Refused as the
   * action would be (403 role, 404 item, 409 does not apply or cannot pay), without a note
   * (400), or when the same action on the item waits for approval already (409).
   */
  async propose(request: AttentionActionRequest & { action: FourEyesAction }, operator: OperatorRef, address: string, now = new Date()): Promise<WaitingForApproval | AttentionActionResult> {
    const { proposalNote, ...action } = request;
    const check = await this.actions.checkProposal(action, operator.role);
    if (check.result) return check.result;
    const approval = Approval.propose({ id: randomUUID(), action: action as ProposedAction, summary: check.summary, proposedBy: operator, note: proposalNote ?? action.note, now });
    await this.em.fork().transactional(async (em) => {
      if (!(await approvalStore.insertPending(sqlOf(em), approval, now))) throw new ApprovalPendingError();
      this.audit.record(
        em,
        AdminAuditEntry.approvalStep('approval.proposed', action.key, null, { approvalId: approval.id, action: action.action, note: approval.proposalNote, summary: approval.summary.slice(0, 500) }, address, now),
      );
    });
    return { status: 'waiting_for_approval', outcome: 'waiting_for_approval', approvalId: approval.id, message: WAITING_MESSAGE };
  }

  /** The proposals, those still waiting first (newest first), as `operator` sees them. */
  async list(operator: OperatorRef, now = new Date()) {
    const approvals = await approvalStore.list(sqlOf(this.em.fork()), now, LIST_LIMIT);
    return { items: approvals.map((approval) => approvalView(approval, operator, now)) };
  }

  /**
   * Approved by `operator`: the stored action is done as if they had clicked it (their role, their
   * name on its audit entry), and the proposal is marked approved in the same transaction, with
   * an `approval.approved` entry naming both operators. Refused (nothing done) when it is theirs,
   * their role does not allow the action, or it is decided or expired.
   */
  async approve(id: string, operator: OperatorRef, note: string | undefined, address: string, now = new Date()) {
    const approval = await this.find(id);
    approval.approve(operator, note, now);
    const request: AttentionActionRequest = attentionActionRequest.parse(approval.action);
    const result = await this.actions.perform(request, operator.role, address, now, async (em) => {
      await this.storeDecision(em, approval, now);
      this.audit.record(
        em,
        AdminAuditEntry.approvalStep(
          'approval.approved',
          approval.action.key,
          { status: 'pending' },
          { approvalId: approval.id, action: approval.action.action, proposedBy: approval.proposedBy.email, note: approval.decisionNote },
          address,
          now,
        ),
      );
    });
    return { approval: approvalView(approval, operator, now), outcome: result.outcome, message: result.message };
  }

  /** Rejected by `operator`, with why: nothing is done. Refused as `approve` is. */
  async reject(id: string, operator: OperatorRef, note: string, address: string, now = new Date()) {
    const approval = await this.find(id);
    approval.reject(operator, note, now);
    await this.em.fork().transactional(async (em) => {
      await this.storeDecision(em, approval, now);
      this.audit.record(
        em,
        AdminAuditEntry.approvalStep(
          'approval.rejected',
          approval.action.key,
          { status: 'pending' },
          { approvalId: approval.id, action: approval.action.action, proposedBy: approval.proposedBy.email, note: approval.decisionNote },
          address,
          now,
        ),
      );
    });
    return { approval: approvalView(approval, operator, now), message: 'Rejected: nothing was done.' };
  }

  private async find(id: string): Promise<Approval> {
    const approval = await approvalStore.find(sqlOf(this.em.fork()), id);
    if (!approval) throw new ApprovalNotFoundError();
    return approval;
  }

  /** The decision, stored only if nobody decided first (and it did not expire meanwhile): otherwise the transaction is undone. */
  private async storeDecision(em: EntityManager, approval: Approval, now: Date): Promise<void> {
    if (await approvalStore.saveDecision(sqlOf(em), approval, now)) return;
    const current = await approvalStore.find(sqlOf(em), approval.id);
    const status = current?.statusAt(now);
    if (status === 'approved' || status === 'rejected') throw new ApprovalDecidedError(status);
    throw new ApprovalExpiredError();
  }
}

function approvalView(approval: Approval, operator: OperatorRef, now: Date) {
  const { action } = approval;
  const key = parseAttentionKey(action.key);
  return {
    id: approval.id,
    status: approval.statusAt(now),
    action: {
      name: action.action,
      label: ACTION_TEXTS[action.action].label,
      key: action.key,
      note: action.note ?? null,
      destination: action.destination ?? null,
    },
    transferId: key && TRANSFER_KINDS.has(key.kind) ? key.ref : null,
    summary: approval.summary,
    proposedBy: approval.proposedBy,
    proposalNote: approval.proposalNote,
    proposedAt: approval.proposedAt.toISOString(),
    expiresAt: approval.expiresAt.toISOString(),
    decidedBy: approval.decidedBy,
    decidedAt: approval.decidedAt?.toISOString() ?? null,
    decisionNote: approval.decisionNote,
    yours: approval.proposedByOperator(operator),
    mayDecide: approval.mayBeDecidedBy(operator, now),
  };
}
