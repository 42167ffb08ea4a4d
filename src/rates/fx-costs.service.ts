import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Currency } from '../shared/domain/money.js';
import { Rate } from '../shared/domain/rate.js';

/** Where a cost came from: a partner's quote of a payout (Thunes), or the rate a float top-up was bought at. */
export type FxCostSource = 'partner_quote' | 'float_top_up';

export interface FxCostObservation {
  currency: Currency;
  /** Local units per USD. */
  rate: Rate;
  source: FxCostSource;
  rail: string;
  observedAt: Date;
}

/**
 * What each local currency costs us now: the latest observation of it (kept, each one, in
 * `fx_cost_observations`). Null for a currency never observed: the books then keep the whole
 * amount in the FX liquidity, and rate changes are not held to a band.
 */
@Injectable()
export class FxCosts {
  constructor(private readonly em: EntityManager) {}

  async current(currency: Currency, em: EntityManager = this.em): Promise<FxCostObservation | null> {
    const [row] = await em
      .getConnection()
      .execute<{ rate: string; source: FxCostSource; rail: string; observed_at: Date }[]>(
        'select rate, source, rail, observed_at from fx_cost_observations where currency = ? order by observed_at desc, id desc limit 1',
        [currency],
        'all',
        em.getTransactionContext(),
      );
    return row ? { currency, rate: Rate.parse(row.rate), source: row.source, rail: row.rail, observedAt: new Date(row.observed_at) } : null;
  }

  /** The latest cost of every currency observed. */
  async currentAll(): Promise<FxCostObservation[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ currency: Currency; rate: string; source: FxCostSource; rail: string; observed_at: Date }[]>(
        `select distinct on (currency) currency, rate, source, rail, observed_at
           from fx_cost_observations order by currency, observed_at desc, id desc`,
      );
    return rows.map((row) => ({ currency: row.currency, rate: Rate.parse(row.rate), source: row.source, rail: row.rail, observedAt: new Date(row.observed_at) }));
  }

  /** Records a cost, in the caller's transaction when `em` is one. */
  async observe(em: EntityManager, observation: FxCostObservation): Promise<void> {
    await em
      .getConnection()
      .execute(
        'insert into fx_cost_observations (currency, rate, source, rail, observed_at) values (?, ?, ?, ?, ?)',
        [observation.currency, observation.rate.toDecimalString(), observation.source, observation.rail, observation.observedAt],
        'run',
        em.getTransactionContext(),
      );
  }
}
