import { Injectable } from '@nestjs/common';
import { CURRENCY_BY_COUNTRY, type Country } from '../../shared/domain/country.js';
import { Rate } from '../../shared/domain/rate.js';
import { AdminRates } from '../admin-rates.service.js';
import type { RateChange } from '../../rates/domain/rate-change.js';
import { ApprovalStaleError } from '../domain/approval.js';
import type { RateChangeProposal } from '../domain/proposed-action.js';
import type { AlongsideAction, ProposalCheck, ProposalOutcome, ProposalPerformer } from './proposal-performer.js';

/**
 * Exchange rates further from their currency's cost than the approval band: proposed by a
 * finance operator, set (through AdminRates, with the rate history, the audit entries and the
 * senders' rate alerts) once a second one approves. The hard band (FX_RATE_BAND_BPS) is checked
 * again then: a cost that moved meanwhile may refuse the approval (422, nothing changed).
 */
@Injectable()
export class RateChangeProposals implements ProposalPerformer<RateChangeProposal> {
  readonly kind = 'rate_change' as const;

  constructor(private readonly rates: AdminRates) {}

  async check(proposal: RateChangeProposal): Promise<ProposalCheck> {
    const lines = proposal.changes.map(({ country, from, to }) => `${countryName(country)} ${from ? Rate.parse(from).toNumber() : 'none'} → ${Rate.parse(to).toNumber()} ${CURRENCY_BY_COUNTRY[country as Country]}`);
    return { summary: `Set the exchange rate${lines.length === 1 ? '' : 's'} (per USD): ${lines.join('; ')}.` };
  }

  async perform(proposal: RateChangeProposal, _operator: unknown, address: string, _now: Date, alongside: AlongsideAction): Promise<ProposalOutcome> {
    const updates = proposal.changes.map(({ country, to }) => ({ country: country as Country, rate: Rate.parse(to) }));
    const updated = await this.rates.update(updates, proposal.where, address, async (em, applied) => {
      assertRatesAsProposed(proposal, applied);
      await alongside(em);
    });
    if (updated.changes.length === 0) return { outcome: 'already_done', message: 'The rates were these already: nothing changed.' };
    return { outcome: 'done', message: updated.message };
  }
}

/**
 * Each rate the approval changes still stood where the proposer saw it: a rate set meanwhile (at
 * once, within the approval band) is not overwritten unseen (409, the update undone).
 */
function assertRatesAsProposed(proposal: RateChangeProposal, applied: readonly RateChange[]): void {
  for (const change of applied) {
    const from = proposal.changes.find(({ country }) => country === change.country)?.from ?? null;
    const stood = from === null ? change.oldRate === null : change.oldRate !== null && change.oldRate.equals(Rate.parse(from));
    if (!stood) {
      throw new ApprovalStaleError(
        `${countryName(change.country)}'s rate changed to ${change.oldRate?.toNumber() ?? 'none'} after this was proposed (from ${from === null ? 'none' : Rate.parse(from).toNumber()}): reject it and propose again if still needed.`,
      );
    }
  }
}

function countryName(country: string): string {
  return country.charAt(0).toUpperCase() + country.slice(1);
}
