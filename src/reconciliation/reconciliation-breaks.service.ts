import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { sqlOf } from '../ledger/ledger-sql.js';
import { LEDGER, type LedgerPort } from '../ledger/ledger.port.js';
import { isCurrency } from '../shared/domain/money.js';
import { correctionPosting, correctionProblem, type CorrectionRequest } from './domain/correction.js';
import { statusAfter, type BreakAction, type BreakStatus, type ReconciliationBreak } from './domain/reconciliation-break.js';
import { BreakCorrectionRefusedError } from './domain/reconciliation.errors.js';
import { reconciliationBreaksStore } from './reconciliation-breaks.store.js';

export interface BreakDecision {
  action: BreakAction;
  /** Why the break is right as it is, or what the correction or escalation is about. */
  note: string;
  /** For `correct`: the correcting ledger transfer the operator chose. */
  correction?: CorrectionRequest;
}

export type BreakDecisionResult =
  | { outcome: 'done'; before: { status: BreakStatus }; after: { status: BreakStatus; correctionId: string | null }; brk: ReconciliationBreak }
  | { outcome: 'already_done'; brk: ReconciliationBreak }
  | { outcome: 'not_found' };

/** Reading the breaks, and an operator's decisions about one (explain, post a correction, escalate). */
@Injectable()
export class ReconciliationBreaks {
  constructor(@Inject(LEDGER) private readonly ledger: LedgerPort) {}

  /** Breaks waiting for an operator (open or escalated), oldest first. */
  awaitingOperator(em: EntityManager, limit = 100): Promise<ReconciliationBreak[]> {
    return reconciliationBreaksStore.list(sqlOf(em), ['open', 'escalated'], limit);
  }

  /** How many breaks wait for an operator (open or escalated): the finance views' count. */
  awaitingOperatorCount(em: EntityManager): Promise<number> {
    return reconciliationBreaksStore.count(sqlOf(em), ['open', 'escalated']);
  }

  /** Every break not resolved by itself, oldest first: the admin area's Reconciliation page. */
  unresolved(em: EntityManager, limit = 200): Promise<ReconciliationBreak[]> {
    return reconciliationBreaksStore.list(sqlOf(em), ['open', 'escalated', 'explained', 'corrected'], limit);
  }

  /**
   * Decides break `id` in `em`'s transaction (the caller audits it there): under the break's row
   * lock, once; a correction is posted as a new ledger transfer, never an edit.
   */
  async decide(em: EntityManager, id: string, decision: BreakDecision): Promise<BreakDecisionResult> {
    const sql = sqlOf(em);
    const brk = await reconciliationBreaksStore.lock(sql, id);
    if (!brk) return { outcome: 'not_found' };
    const status = statusAfter(decision.action, brk.status);
    if (!status) return { outcome: 'already_done', brk };
    let correctionId: string | null = null;
    if (decision.action === 'correct') {
      const correction = decision.correction;
      if (!correction) throw new BreakCorrectionRefusedError('Choose the accounts and the amount of the correction.', 'correction.debit');
      if (!isCurrency(brk.currency)) throw new BreakCorrectionRefusedError(`The books have no ${brk.currency} ledger.`, 'correction.debit');
      const problem = correctionProblem(brk.currency, correction);
      if (problem) throw new BreakCorrectionRefusedError(problem.message, `correction.${problem.field}`);
      const posting = correctionPosting(brk.id, `${brk.provider}:${brk.key}`, brk.currency, correction);
      await this.ledger.createTransfers(sql, [posting]);
      correctionId = posting.id;
    }
    await reconciliationBreaksStore.decide(sql, id, status, decision.note, correctionId);
    return { outcome: 'done', before: { status: brk.status }, after: { status, correctionId }, brk };
  }
}
