import type { Country } from '../../shared/domain/country.js';
import type { Rate } from '../../shared/domain/rate.js';

/** Where a rate change was made: the separate rates page (password in the form) or the admin dashboard. */
export type RateChangeSource = 'rates_page' | 'dashboard';

export const RATE_CHANGE_SOURCES = ['rates_page', 'dashboard'] as const satisfies readonly RateChangeSource[];

/** One change of a country's exchange rate, kept for the history. Append-only. */
export class RateChange {
  id?: number;
  country: Country;
  /** Null when the country had no rate before. */
  oldRate: Rate | null;
  newRate: Rate;
  changedAt: Date;
  source: RateChangeSource;

  /** Use `RateChange.record`; public only for the ORM. */
  constructor(country: Country, oldRate: Rate | null, newRate: Rate, changedAt: Date, source: RateChangeSource) {
    this.country = country;
    this.oldRate = oldRate;
    this.newRate = newRate;
    this.changedAt = changedAt;
    this.source = source;
  }

  static record(country: Country, oldRate: Rate | null, newRate: Rate, at: Date, source: RateChangeSource): RateChange {
    return new RateChange(country, oldRate, newRate, at, source);
  }
}
