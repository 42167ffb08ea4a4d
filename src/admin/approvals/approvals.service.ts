import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sqlOf } from '../../ledger/ledger-sql.js';
import { AdminAuditLog } from '../admin-audit-log.service.js';
import { AdminAuditEntry, type AdminAuditAction } from '../domain/admin-audit-entry.js';
import { AdminRoleNotAllowedError } from '../domain/admin.errors.js';
import { Approval, ApprovalDecidedError, ApprovalExpiredError, ApprovalNotFoundError, ApprovalPendingError, type ProposedAction } from '../domain/approval.js';
import { parseAttentionKey } from '../domain/attention-item.js';
import type { OperatorRef } from '../domain/operator.js';
import { mayDo, rolesWith } from '../domain/operator-permission.js';
import { proposalRule, type ProposalKind } from '../domain/proposed-action.js';
import { approvalStore } from './approval.store.js';
import { AttentionProposals } from './attention-proposals.js';
import { LimitsChangeProposals } from './limits-change-proposals.js';
import type { ProposalPerformer } from './proposal-performer.js';
import { RateChangeProposals } from './rate-change-proposals.js';
import { TopUpConfirmationProposals } from './top-up-confirmation-proposals.js';

/** 202 to a four-eyes request: proposed, nothing done. */
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
/** What a second proposal of the same thing is told. */
const ALREADY_PROPOSED: Record<ProposalKind, string> = {
  attention: 'This action on this item is waiting for approval already.',
  rate_change: 'A rate change is waiting for approval already: approve, reject or withdraw it first.',
  limits_change: 'A change of the sending limits is waiting for approval already: approve, reject or withdraw it first.',
  top_up_confirmation: 'Confirming this top-up is waiting for approval already.',
};

/**
 * Four-eyes approval (issue #25, item 2) of the queue actions that move money elsewhere or change
 * a risk decision, of rates beyond the approval band, of the sending limits and of a float
 * top-up confirmed by hand. The first operator's request is checked by its kind's performer as
 * doing it would check it, then stored as a pending proposal; nothing is done. A second operator
 * approves it (the performer does it, in their name, in the same transaction that marks the
 * proposal approved) or rejects it; the proposer may withdraw it. Every step is audited under
 * the operator who took it, the approval and rejection naming the proposer too.
 */
@Injectable()
export class Approvals {
  private readonly performers: ReadonlyMap<ProposalKind, ProposalPerformer>;

  constructor(
    private readonly em: EntityManager,
    private readonly audit: AdminAuditLog,
    attention: AttentionProposals,
    rates: RateChangeProposals,
    limits: LimitsChangeProposals,
    topUps: TopUpConfirmationProposals,
  ) {
    this.performers = new Map<ProposalKind, ProposalPerformer>(
      ([attention, rates, limits, topUps] as ProposalPerformer[]).map((performer) => [performer.kind, performer]),
    );
  }

  /**
   * Records `action` as proposed by `operator`, with `note` saying why: answers the proposal, or
   * what its check answers instead (e.g. `already_done`: nothing proposed). Refused when their
   * role may not propose it (403), as doing it would be (404, 409, 422...), without a note
   * (400), or when the same thing waits for approval already (409).
   */
  async propose<Result = unknown>(action: ProposedAction, note: string | null | undefined, operator: OperatorRef, address: string, now = new Date()): Promise<WaitingForApproval | Result> {
    const rule = proposalRule(action);
    if (!rule.propose.some((permission) => mayDo(operator.role, permission))) {
      throw new AdminRoleNotAllowedError(operator.role, [...new Set(rule.propose.flatMap((permission) => rolesWith(permission)))]);
    }
    const check = await this.performerOf(action).check(action, operator);
    if (check.summary === undefined) return check.result as Result;
    const approval = Approval.propose({ id: randomUUID(), action, summary: check.summary, proposedBy: operator, note, now });
    await this.em.fork().transactional(async (em) => {
      if (!(await approvalStore.insertPending(sqlOf(em), approval, now))) throw new ApprovalPendingError(ALREADY_PROPOSED[action.kind]);
      this.audit.record(
        em,
        AdminAuditEntry.approvalStep('approval.proposed', rule.itemKey, null, { approvalId: approval.id, action: rule.name, note: approval.proposalNote, summary: approval.summary.slice(0, 500) }, address, now),
      );
    });
    return { status: 'waiting_for_approval', outcome: 'waiting_for_approval', approvalId: approval.id, message: WAITING_MESSAGE };
  }

  /** The proposals, those still waiting first (newest first), as `operator` sees them. */
  async list(operator: OperatorRef, now = new Date()) {
    const approvals = await approvalStore.list(sqlOf(this.em.fork()), now, LIST_LIMIT);
    return { items: approvals.map((approval) => approvalView(approval, operator, now)) };
  }

  /** The proposals waiting on the "Needs attention" items `keys`, by item key. */
  async pendingOn(keys: readonly string[], now = new Date()): Promise<Map<string, Approval[]>> {
    const byKey = new Map<string, Approval[]>();
    for (const approval of await approvalStore.pendingOn(sqlOf(this.em.fork()), keys, now)) {
      const key = proposalRule(approval.action).itemKey;
      byKey.set(key, [...(byKey.get(key) ?? []), approval]);
    }
    return byKey;
  }

  /**
   * Approved by `operator`: the stored action is done as if they had asked for it (their role,
   * their name on its audit entry), and the proposal is marked approved in the same transaction,
   * with an `approval.approved` entry naming both operators. Refused (nothing done) when it is
   * theirs, their role does not allow the action, or it is decided, withdrawn or expired.
   */
  async approve(id: string, operator: OperatorRef, note: string | undefined, address: string, now = new Date()) {
    const approval = await this.find(id);
    approval.approve(operator, note, now);
    const result = await this.performerOf(approval.action).perform(approval.action, operator, address, now, async (em) => {
      await this.storeDecision(em, approval, now);
      this.audit.record(em, this.step('approval.approved', approval, address, now));
    });
    return { approval: approvalView(approval, operator, now), outcome: result.outcome, message: result.message };
  }

  /** Rejected by `operator`, with why: nothing is done. Refused as `approve` is. */
  async reject(id: string, operator: OperatorRef, note: string, address: string, now = new Date()) {
    const approval = await this.find(id);
    approval.reject(operator, note, now);
    await this.decideAlone(approval, 'approval.rejected', address, now);
    return { approval: approvalView(approval, operator, now), message: 'Rejected: nothing was done.' };
  }

  /** Withdrawn by the operator who proposed it (anyone else: 403): nothing is done, and it may be proposed again. */
  async withdraw(id: string, operator: OperatorRef, note: string | undefined, address: string, now = new Date()) {
    const approval = await this.find(id);
    approval.withdraw(operator, note, now);
    await this.decideAlone(approval, 'approval.withdrawn', address, now);
    return { approval: approvalView(approval, operator, now), message: 'Withdrawn: nothing was done.' };
  }

  private performerOf(action: ProposedAction): ProposalPerformer {
    const performer = this.performers.get(action.kind);
    if (!performer) throw new Error(`No performer for ${action.kind} proposals`);
    return performer;
  }

  private async find(id: string): Promise<Approval> {
    const approval = await approvalStore.find(sqlOf(this.em.fork()), id);
    if (!approval) throw new ApprovalNotFoundError();
    return approval;
  }

  /** A decision that does nothing else (rejected, withdrawn), stored with its audit entry. */
  private async decideAlone(approval: Approval, action: 'approval.rejected' | 'approval.withdrawn', address: string, now: Date): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      await this.storeDecision(em, approval, now);
      this.audit.record(em, this.step(action, approval, address, now));
    });
  }

  /** The audit entry of a decision: the operator deciding is the entry's; the proposer is named in it. */
  private step(action: Extract<AdminAuditAction, `approval.${string}`>, approval: Approval, address: string, now: Date): AdminAuditEntry {
    const rule = proposalRule(approval.action);
    return AdminAuditEntry.approvalStep(
      action,
      rule.itemKey,
      { status: 'pending' },
      { approvalId: approval.id, action: rule.name, proposedBy: approval.proposedBy.email, note: approval.decisionNote },
      address,
      now,
    );
  }

  /** The decision, stored only if nobody decided first (and it did not expire meanwhile): otherwise the transaction is undone. */
  private async storeDecision(em: EntityManager, approval: Approval, now: Date): Promise<void> {
    if (await approvalStore.saveDecision(sqlOf(em), approval, now)) return;
    const current = await approvalStore.find(sqlOf(em), approval.id);
    const status = current?.statusAt(now);
    if (status === 'approved' || status === 'rejected' || status === 'withdrawn') throw new ApprovalDecidedError(status);
    throw new ApprovalExpiredError();
  }
}

/** What a proposal changes, per kind, for the list (the summary says it in words). */
function details(action: ProposedAction) {
  switch (action.kind) {
    case 'attention':
      return { kind: action.kind, note: action.note ?? null, destination: action.destination ?? null };
    case 'rate_change':
      return { kind: action.kind, where: action.where, changes: action.changes };
    case 'limits_change':
      return { kind: action.kind, tier: action.tier ?? 'verified_id', from: action.from, to: action.to };
    case 'top_up_confirmation':
      return { kind: action.kind, topUpId: action.topUpId, rail: action.rail, currency: action.currency, localAmount: action.localAmount, usdPaid: action.usdPaid, bankReference: action.bankReference };
  }
}

export function approvalView(approval: Approval, operator: OperatorRef, now: Date) {
  const { action } = approval;
  const rule = proposalRule(action);
  const key = action.kind === 'attention' ? parseAttentionKey(action.key) : null;
  return {
    id: approval.id,
    status: approval.statusAt(now),
    kind: action.kind,
    action: {
      name: rule.name,
      label: rule.label,
      key: rule.itemKey,
      note: action.kind === 'attention' ? (action.note ?? null) : null,
      destination: action.kind === 'attention' ? (action.destination ?? null) : null,
    },
    details: details(action),
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
    mayWithdraw: approval.mayBeWithdrawnBy(operator, now),
  };
}
