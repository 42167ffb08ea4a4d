import { randomUUID } from 'node:crypto';
import { LockMode, QueryOrder, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RatesService } from '../rates/rates.service.js';
import type { Country } from '../shared/domain/country.js';
import type { Rate } from '../shared/domain/rate.js';
import { RateAlert } from './domain/rate-alert.js';
import { RateAlertNotFoundError } from './domain/rate-alert.errors.js';

/** Fired alerts stay in the sender's list this long, so they can see what reached them. */
export const RECENTLY_FIRED_MS = 30 * 24 * 60 * 60 * 1000;
const LIST_LIMIT = 50;

export interface RateAlertSet {
  alert: RateAlert;
  /** The target the alert had before, when the sender's active alert for the country was retargeted. */
  replaced: Rate | null;
}

/**
 * A sender's rate alerts. Every query is scoped by the sender's id, so another sender's
 * alert is indistinguishable from one that does not exist. Firing is the worker's
 * (`RateAlertFiring`), when the operator changes a rate.
 */
@Injectable()
export class RateAlertsService {
  constructor(
    private readonly em: EntityManager,
    private readonly rates: RatesService,
  ) {}

  /** The active alerts, then those fired in the last 30 days, most recent first. */
  list(userId: number, now = new Date()): Promise<RateAlert[]> {
    const since = new Date(now.getTime() - RECENTLY_FIRED_MS);
    return this.em.fork().find(
      RateAlert,
      { userId, $or: [{ firedAt: null }, { firedAt: { $gte: since } }] },
      { orderBy: [{ firedAt: QueryOrder.DESC_NULLS_FIRST }, { createdAt: QueryOrder.DESC }, { id: QueryOrder.ASC }], limit: LIST_LIMIT },
    );
  }

  /**
   * Sets an alert for `country`, or gives the sender's active one for it the new target
   * (one active alert per sender and country). The target must be above the rate now: the
   * rate is read share-locked, so a change of it either commits first (and is the rate
   * compared with) or waits for this alert, whose firing check then runs after it exists.
   */
  async set(userId: number, country: Country, target: Rate): Promise<RateAlertSet> {
    try {
      return await this.setOnce(userId, country, target);
    } catch (error) {
      // Two requests setting the sender's first alert for a country at once: the partial
      // unique index let one in; the other now finds it and retargets it.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return this.setOnce(userId, country, target);
    }
  }

  async remove(userId: number, id: string): Promise<void> {
    const deleted = await this.em.fork().nativeDelete(RateAlert, { id, userId });
    if (deleted === 0) throw new RateAlertNotFoundError();
  }

  private setOnce(userId: number, country: Country, target: Rate): Promise<RateAlertSet> {
    return this.em.fork().transactional(async (em) => {
      const at = new Date();
      const current = await this.rates.lockedRateFor(em, country);
      const active = await em.find(RateAlert, { userId, firedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { country: 'asc' } });
      const existing = active.find((alert) => alert.country === country);
      if (existing) {
        const replaced = existing.retarget(target, current, at);
        await em.flush();
        return { alert: existing, replaced };
      }
      const alert = RateAlert.set(randomUUID(), userId, country, target, current, active.length, at);
      em.persist(alert);
      await em.flush();
      return { alert, replaced: null };
    });
  }
}
