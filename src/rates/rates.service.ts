import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Country } from '../shared/domain/country.js';
import { Rate } from '../shared/domain/rate.js';
import { ExchangeRate } from './domain/exchange-rate.js';
import { RateChange, type RateChangeSource } from './domain/rate-change.js';

export type RatesByCountry = Partial<Record<Country, number>>;

export interface RateUpdate {
  country: Country;
  rate: Rate;
}

@Injectable()
export class RatesService {
  constructor(private readonly em: EntityManager) {}

  /** The map the spec's client reads: country -> units of local currency per 1 USD. */
  async currentRates(): Promise<RatesByCountry> {
    const rates = await this.em.find(ExchangeRate, {}, { orderBy: { country: 'asc' } });
    return Object.fromEntries(rates.map((r) => [r.country, r.rate.toNumber()]));
  }

  /**
   * The rate a transfer to `country` is priced at now; spec section 9: 1 when none is set.
   * Every quote and checkout asks: one plain read of the committed rate (issue #16).
   */
  async rateFor(country: Country): Promise<Rate> {
    const [row] = await this.em.getConnection().execute<{ rate: string }[]>('select rate from exchange_rates where country = ?', [country]);
    return row ? Rate.parse(row.rate) : Rate.ONE;
  }

  /**
   * The rate of `country` read in the caller's transaction (`em` must be the transaction's),
   * share-locked until it ends: a rate change waits for the caller to commit, and the caller
   * waits for a change under way (which locks the row for update). 1 when none is set.
   */
  async lockedRateFor(em: EntityManager, country: Country): Promise<Rate> {
    const [row] = await em
      .getConnection()
      .execute<{ rate: string }[]>('select rate from exchange_rates where country = ? for share', [country], 'all', em.getTransactionContext());
    return row ? Rate.parse(row.rate) : Rate.ONE;
  }

  /**
   * Sets new rates and keeps each change in the history, in the caller's transaction (`em`
   * must be the transaction's), so a caller can record more (an audit entry) atomically.
   * The rows are locked in country order: concurrent updates apply one after the other.
   * A rate equal to the current one is not a change and is left out of the answer.
   */
  async changeRates(em: EntityManager, updates: readonly RateUpdate[], at: Date, source: RateChangeSource): Promise<RateChange[]> {
    const countries = [...new Set(updates.map((u) => u.country))];
    const current = await em.find(
      ExchangeRate,
      { country: { $in: countries } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { country: 'asc' } },
    );
    const byCountry = new Map(current.map((r) => [r.country, r]));
    const changes: RateChange[] = [];
    for (const { country, rate } of updates) {
      const existing = byCountry.get(country);
      if (existing?.rate.equals(rate)) continue;
      let previous: Rate | null = null;
      if (existing) previous = existing.change(rate, at);
      else {
        const created = new ExchangeRate(country, rate, at);
        byCountry.set(country, created);
        em.persist(created);
      }
      const change = RateChange.record(country, previous, rate, at, source);
      em.persist(change);
      changes.push(change);
    }
    await em.flush();
    return changes;
  }

  /** Rate changes, newest first, optionally for one country, paged by id. */
  history(query: { country?: Country; limit: number; before?: number }): Promise<RateChange[]> {
    return this.em.find(
      RateChange,
      {
        ...(query.country ? { country: query.country } : {}),
        ...(query.before ? { id: { $lt: query.before } } : {}),
      },
      { orderBy: { id: 'desc' }, limit: query.limit },
    );
  }
}
