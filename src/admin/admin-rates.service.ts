import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { RateChange } from '../rates/domain/rate-change.js';
import { RatesService, type RatesByCountry, type RateUpdate } from '../rates/rates.service.js';
import { AdminAuditEntry, type AdminAccessPoint } from './domain/admin-audit-entry.js';
import { AdminAuditLog } from './admin-audit-log.service.js';
import { Outbox } from '../outbox/outbox.service.js';
import { RateBandPolicy } from '../rates/rate-band.policy.js';
import { Rate } from '../shared/domain/rate.js';
import type { RateChangeProposal } from './domain/proposed-action.js';

/**
 * Work done in the update's transaction once the rates changed (an approval marked approved),
 * told what changed; throwing undoes the update.
 */
type Alongside = (em: EntityManager, applied: readonly RateChange[]) => Promise<void>;

export interface RatesUpdated {
  message: string;
  /** Every country's rate after the update. */
  rates: RatesByCountry;
  /** The rates that changed (a rate equal to the current one is no change). */
  changes: ReturnType<typeof toRateChangeView>[];
}

/**
 * Exchange-rate updates by an admin: the rate, its history, the audit entry and the job that
 * fires the senders' rate alerts the new rate reaches, in one transaction.
 */
@Injectable()
export class AdminRates {
  constructor(
    private readonly em: EntityManager,
    private readonly rates: RatesService,
    private readonly audit: AdminAuditLog,
    private readonly outbox: Outbox,
    private readonly band: RateBandPolicy,
  ) {}

  /**
   * Refused whole (`RateOutsideCostBandError`) when a rate stands too far from its currency's
   * cost. `alongside`: done in the same transaction once the rates changed (an approval).
   */
  async update(updates: readonly RateUpdate[], where: AdminAccessPoint, address: string, alongside?: Alongside): Promise<RatesUpdated> {
    await this.band.check(updates);
    const changes = await this.em.transactional(async (em) => {
      const at = new Date();
      const applied = await this.rates.changeRates(em, updates, at, where);
      for (const change of applied) {
        this.audit.record(em, AdminAuditEntry.rateChanged(change.country, change.oldRate, change.newRate, where, address, at));
        this.outbox.add(em, 'rates.check-alerts', { country: change.country, rate: change.newRate.toDecimalString() }, at);
      }
      await em.flush();
      await alongside?.(em, applied);
      return applied;
    });
    return {
      message: updates.length === 1 ? 'Exchange rate updated' : 'Exchange rates updated',
      rates: await this.rates.currentRates(),
      changes: changes.map(toRateChangeView),
    };
  }

  /**
   * The four-eyes proposal an update needs, or null when it applies at once: refused as `update`
   * is (422) when a rate stands outside FX_RATE_BAND_BPS; a proposal of every rate it changes
   * when one of them stands outside the approval band (FX_RATE_APPROVAL_BAND_BPS) of its cost.
   */
  async proposalFor(updates: readonly RateUpdate[], where: AdminAccessPoint): Promise<RateChangeProposal | null> {
    await this.band.check(updates);
    const current = await this.rates.currentRates();
    const changing = updates.filter(({ country, rate }) => current[country] === undefined || !Rate.fromNumber(current[country]).equals(rate));
    if ((await this.band.beyondApprovalBand(changing)).length === 0) return null;
    return {
      kind: 'rate_change',
      where,
      changes: changing.map(({ country, rate }) => ({
        country,
        from: current[country] === undefined ? null : Rate.fromNumber(current[country]).toDecimalString(),
        to: rate.toDecimalString(),
      })),
    };
  }

  /** What each currency costs us now and the rates an update may set (`GET /api/admin/rates/costs`). */
  async costs() {
    const limits = await this.band.limits();
    return {
      bandPercent: this.band.basisPoints / 100,
      approvalBandPercent: this.band.approvalBasisPoints / 100,
      currencies: limits.map((limit) => ({
        country: limit.country,
        currency: limit.currency,
        cost: limit.cost && {
          rate: limit.cost.rate.toNumber(),
          source: limit.cost.source,
          rail: limit.cost.rail,
          observedAt: limit.cost.observedAt.toISOString(),
        },
        lowest: limit.lowest?.toNumber() ?? null,
        highest: limit.highest?.toNumber() ?? null,
        approvalLowest: limit.approvalLowest?.toNumber() ?? null,
        approvalHighest: limit.approvalHighest?.toNumber() ?? null,
      })),
    };
  }

  /** Every country's rate now. */
  current(): Promise<RatesByCountry> {
    return this.rates.currentRates();
  }

  async history(query: Parameters<RatesService['history']>[0]) {
    const rows = await this.rates.history({ ...query, limit: query.limit + 1 });
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    return { items: items.map(toRateChangeView), nextCursor: rows.length > query.limit && last?.id ? String(last.id) : null };
  }
}

export function toRateChangeView(change: RateChange) {
  return {
    id: change.id,
    country: change.country,
    oldRate: change.oldRate?.toNumber() ?? null,
    newRate: change.newRate.toNumber(),
    changedAt: change.changedAt.toISOString(),
    source: change.source,
  };
}
