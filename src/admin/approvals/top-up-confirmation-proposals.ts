import { Injectable } from '@nestjs/common';
import { FloatTopUpNotFoundError, FloatTopUpRefusedError } from '../../float/domain/float.errors.js';
import type { FloatTopUp } from '../../float/domain/float-top-up.js';
import { FloatTopUps } from '../../float/float-top-ups.service.js';
import { Money, parseCurrency } from '../../shared/domain/money.js';
import { PROVIDER_NAMES } from '../../reconciliation/break-titles.js';
import type { TopUpConfirmationProposal } from '../domain/proposed-action.js';
import type { AlongsideAction, ProposalCheck, ProposalOutcome, ProposalPerformer } from './proposal-performer.js';

const decimal = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

/**
 * A float top-up confirmed by hand (four eyes, issue #25): the step that moves money on the books
 * (the pending top-up is posted to the partner's float) and lets payouts go again (the rail
 * resumes). Recording a top-up stays one operator's step (it is only pending, and pays nothing),
 * and the partner's own balance still confirms one with nobody's approval (the balance check).
 */
@Injectable()
export class TopUpConfirmationProposals implements ProposalPerformer<TopUpConfirmationProposal> {
  readonly kind = 'top_up_confirmation' as const;

  constructor(private readonly topUps: FloatTopUps) {}

  /** The proposal to confirm top-up `id`: 404 when there is none. */
  async proposalFor(id: string): Promise<TopUpConfirmationProposal> {
    const topUp = await this.topUps.find(id);
    if (!topUp) throw new FloatTopUpNotFoundError();
    return {
      kind: 'top_up_confirmation',
      topUpId: topUp.id,
      rail: topUp.rail,
      currency: topUp.currency,
      localAmount: decimal(topUp.localMinor),
      usdPaid: decimal(topUp.usdMinor),
      bankReference: topUp.bankReference,
    };
  }

  async check(proposal: TopUpConfirmationProposal): Promise<ProposalCheck<FloatTopUp>> {
    const topUp = await this.topUps.find(proposal.topUpId);
    if (!topUp) throw new FloatTopUpNotFoundError();
    if (topUp.state === 'cancelled') throw new FloatTopUpRefusedError('CANCELLED', 'This top-up was cancelled: record the wire again if it arrived', 'conflict');
    if (topUp.state === 'confirmed') return { result: topUp };
    const local = Money.parse(proposal.localAmount, parseCurrency(proposal.currency)).format();
    const usd = Money.parse(proposal.usdPaid, 'USD').format();
    const partner = PROVIDER_NAMES[proposal.rail as keyof typeof PROVIDER_NAMES] ?? proposal.rail;
    return {
      summary: `Confirm the top-up of ${local} at ${partner} (bought for ${usd}, bank reference ${proposal.bankReference}) by hand: it is posted to the books and the rail resumes, before the partner's balance shows it.`,
    };
  }

  async perform(proposal: TopUpConfirmationProposal, _operator: unknown, address: string, now: Date, alongside: AlongsideAction): Promise<ProposalOutcome> {
    const topUp = await this.topUps.confirm(proposal.topUpId, address, now, alongside);
    // Confirmed now, or earlier (by the partner's balance, meanwhile): then nothing changed.
    return topUp.confirmedAt && topUp.confirmedAt.getTime() === now.getTime()
      ? { outcome: 'done', message: `The top-up ${topUp.bankReference} is confirmed: posted to the books, and the rail resumes.` }
      : { outcome: 'already_done', message: `The top-up ${topUp.bankReference} was confirmed already.` };
  }
}
