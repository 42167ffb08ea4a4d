import type { EntityManager } from '@mikro-orm/postgresql';
import type { OperatorRef } from '../domain/operator.js';
import type { ProposedAction, ProposalKind } from '../domain/proposed-action.js';

/**
 * What a proposal would do (`summary`, in words, for the operator who decides), or the answer the
 * request gets at once instead of a proposal (`result`: nothing to propose, e.g. it is done already).
 */
export type ProposalCheck<Result = unknown> = { summary: string; result?: undefined } | { result: Result; summary?: undefined };

/** What an approved proposal did: `already_done` when it had been done meanwhile (nothing changed). */
export interface ProposalOutcome {
  outcome: 'done' | 'already_done';
  message: string;
}

/**
 * Work done in the approved action's own transaction, after it acted: the proposal is marked
 * approved with its audit entry, and its throwing undoes the action.
 */
export type AlongsideAction = (em: EntityManager) => Promise<void>;

/**
 * How one kind of four-eyes proposal is checked before it is proposed (as doing it would check
 * it, changing nothing: 404, 409, 422...) and done once a second operator approved it (in the
 * approver's name, in one transaction with `alongside`).
 */
export interface ProposalPerformer<A extends ProposedAction = ProposedAction> {
  readonly kind: ProposalKind;
  check(action: A, operator: OperatorRef): Promise<ProposalCheck>;
  perform(action: A, operator: OperatorRef, address: string, now: Date, alongside: AlongsideAction): Promise<ProposalOutcome>;
}
