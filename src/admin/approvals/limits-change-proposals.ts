import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Money } from '../../shared/domain/money.js';
import { assertConsistentLimits, type SendingLimits as Limits } from '../../transfers/domain/sending-limits.js';
import { SendingLimits } from '../../transfers/sending-limits.service.js';
import { AdminAuditLog } from '../admin-audit-log.service.js';
import { AdminAuditEntry, type AuditValue } from '../domain/admin-audit-entry.js';
import type { LimitsChangeProposal, SendingLimitFigures } from '../domain/proposed-action.js';
import type { AlongsideAction, ProposalCheck, ProposalOutcome, ProposalPerformer } from './proposal-performer.js';
import type { LimitedTier } from '../../compliance/domain/verification-tier.js';

/** How each tier is named to operators. */
export const TIER_LABELS: Record<LimitedTier, string> = { basic: 'Basic', verified_id: 'Verified ID', enhanced: 'Enhanced' };

/** "sending limits" for Verified ID's (every sender's until tiers are enforced), "Basic sending limits" for another tier's. */
const limitsName = (tier: LimitedTier) => (tier === 'verified_id' ? 'sending limits' : `${TIER_LABELS[tier]} sending limits`);

/** The limits as decimal strings of USD (how a proposal and the audit log keep them). */
export function limitFigures(limits: Limits): SendingLimitFigures {
  return { perTransfer: limits.perTransfer.toDecimalString(), perDay: limits.perDay.toDecimalString(), perMonth: limits.perMonth.toDecimalString() };
}

function limitsOf(figures: SendingLimitFigures): Limits {
  return { perTransfer: Money.parse(figures.perTransfer, 'USD'), perDay: Money.parse(figures.perDay, 'USD'), perMonth: Money.parse(figures.perMonth, 'USD') };
}

const sameLimits = (a: SendingLimitFigures, b: SendingLimitFigures) => a.perTransfer === b.perTransfer && a.perDay === b.perDay && a.perMonth === b.perMonth;

const describe = (f: SendingLimitFigures) =>
  `${Money.parse(f.perTransfer, 'USD').format()} a transfer, ${Money.parse(f.perDay, 'USD').format()} a day, ${Money.parse(f.perMonth, 'USD').format()} in 30 days`;

/**
 * The sending limits of each verification tier (issue #15; tiers: issue #26), always changed by two finance operators: one
 * proposes the new limits (refused at once when they do not hold together), another approves and
 * they are set, audited (`limits.update`) in the approval's transaction.
 */
@Injectable()
export class LimitsChangeProposals implements ProposalPerformer<LimitsChangeProposal> {
  readonly kind = 'limits_change' as const;

  constructor(
    private readonly limits: SendingLimits,
    private readonly audit: AdminAuditLog,
    private readonly em: EntityManager,
  ) {}

  /** The proposal of `next` in place of `tier`'s limits in force now (Verified ID's unless told). */
  async proposalFor(next: Limits, tier: LimitedTier = 'verified_id'): Promise<LimitsChangeProposal> {
    assertConsistentLimits(next);
    return { kind: 'limits_change', tier, from: limitFigures(await this.limits.currentFor(tier)), to: limitFigures(next) };
  }

  async check(proposal: LimitsChangeProposal): Promise<ProposalCheck> {
    const tier = proposal.tier ?? 'verified_id';
    const now = limitFigures(await this.limits.currentFor(tier));
    if (sameLimits(now, proposal.to)) return { result: { outcome: 'already_done', message: `The ${limitsName(tier)} are these already: nothing to approve.` } };
    return { summary: `Set the ${limitsName(tier)} from ${describe(proposal.from)} to ${describe(proposal.to)}.` };
  }

  async perform(proposal: LimitsChangeProposal, _operator: unknown, address: string, now: Date, alongside: AlongsideAction): Promise<ProposalOutcome> {
    const tier = proposal.tier ?? 'verified_id';
    const next = limitsOf(proposal.to);
    return this.em.fork().transactional(async (em) => {
      const before = await this.limits.set(em, next, now, tier);
      // Verified ID's change is audited as before tiers (the limits every sender has); another tier's names it.
      const named: AuditValue = tier === 'verified_id' ? {} : { tier };
      this.audit.record(em, AdminAuditEntry.limitsChanged({ ...named, ...limitFigures(before) }, { ...named, ...proposal.to }, address, now));
      await em.flush();
      await alongside(em);
      return { outcome: 'done' as const, message: `The ${limitsName(tier)} are now ${describe(proposal.to)}.` };
    });
  }
}
