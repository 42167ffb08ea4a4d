import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Country } from '../shared/domain/country.js';
import { Rate } from '../shared/domain/rate.js';
import { ExchangeRate } from './domain/exchange-rate.js';

export type RatesByCountry = Partial<Record<Country, number>>;

@Injectable()
export class RatesService {
  constructor(private readonly em: EntityManager) {}

  /** The map the spec's client reads: country -> units of local currency per 1 USD. */
  async currentRates(): Promise<RatesByCountry> {
    const rates = await this.em.find(ExchangeRate, {}, { orderBy: { country: 'asc' } });
    return Object.fromEntries(rates.map((r) => [r.country, r.rate.toNumber()]));
  }

  /** The rate a transfer to `country` is priced at now; spec section 9: 1 when none is set. */
  async rateFor(country: Country): Promise<Rate> {
    const found = await this.em.findOne(ExchangeRate, { country });
    return found?.rate ?? Rate.ONE;
  }
}
