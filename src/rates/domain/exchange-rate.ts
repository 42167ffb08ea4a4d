import type { Country } from '../../shared/domain/country.js';
import type { Rate } from '../../shared/domain/rate.js';

/** The rate a destination country is priced at: units of its currency per 1 USD. */
export class ExchangeRate {
  id?: number;
  country: Country;
  rate: Rate;
  updatedAt: Date;

  constructor(country: Country, rate: Rate, at: Date) {
    this.country = country;
    this.rate = rate;
    this.updatedAt = at;
  }

  /** Sets a new rate and answers the one it replaces, for the rate history. */
  change(rate: Rate, at: Date): Rate {
    const previous = this.rate;
    this.rate = rate;
    this.updatedAt = at;
    return previous;
  }
}
