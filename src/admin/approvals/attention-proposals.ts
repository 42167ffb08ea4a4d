import { Injectable } from '@nestjs/common';
import { AttentionActions } from '../attention/attention-actions.service.js';
import { attentionActionRequest } from '../attention/attention.requests.js';
import { needsFourEyes } from '../domain/approval.js';
import type { OperatorRef } from '../domain/operator.js';
import type { AttentionProposal } from '../domain/proposed-action.js';
import type { AlongsideAction, ProposalCheck, ProposalOutcome, ProposalPerformer } from './proposal-performer.js';

/**
 * The "Needs attention" actions that need a second operator (another destination for a failed
 * payout, a refund paid outside, a sanctions hold released): checked and done by AttentionActions.
 */
@Injectable()
export class AttentionProposals implements ProposalPerformer<AttentionProposal> {
  readonly kind = 'attention' as const;

  constructor(private readonly actions: AttentionActions) {}

  check(proposal: AttentionProposal, operator: OperatorRef): Promise<ProposalCheck> {
    const { action } = proposal;
    if (!needsFourEyes(action)) throw new Error(`${action} is done at once, not proposed`);
    return this.actions.checkProposal({ ...request(proposal), action }, operator.role);
  }

  perform(proposal: AttentionProposal, operator: OperatorRef, address: string, now: Date, alongside: AlongsideAction): Promise<ProposalOutcome> {
    return this.actions.perform(request(proposal), operator.role, address, now, alongside);
  }
}

/** The queue action's request, as the operator sent it (without the proposal's kind). */
function request(proposal: AttentionProposal) {
  const { kind: _kind, ...action } = proposal;
  return attentionActionRequest.parse(action);
}
