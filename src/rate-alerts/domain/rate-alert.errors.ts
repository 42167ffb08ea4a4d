import { DomainError } from '../../shared/domain/domain-error.js';
import { CURRENCY_BY_COUNTRY, type Country } from '../../shared/domain/country.js';
import type { Rate } from '../../shared/domain/rate.js';

export const COUNTRY_NAME: Record<Country, string> = { eritrea: 'Eritrea', ethiopia: 'Ethiopia', uganda: 'Uganda', kenya: 'Kenya' };

/** Unknown ids, malformed ids and other senders' ids alike. */
export class RateAlertNotFoundError extends DomainError {
  constructor() {
    super({ code: 'RATE_ALERT.NOT_FOUND', kind: 'not_found', message: 'Rate alert not found' });
  }
}

/** An alert for a rate the country already has (or beats) would have nothing to wait for. */
export class TargetNotAboveCurrentRateError extends DomainError {
  constructor(country: Country, current: Rate) {
    super({
      code: 'RATE_ALERT.TARGET_NOT_ABOVE_CURRENT',
      kind: 'validation',
      field: 'targetRate',
      message: `The rate for ${COUNTRY_NAME[country]} is already 1 USD = ${current.toDecimalString()} ${CURRENCY_BY_COUNTRY[country]}. Choose a target above it.`,
      details: { currentRate: current.toNumber() },
    });
  }
}

export class RateAlertLimitError extends DomainError {
  constructor(limit: number) {
    super({
      code: 'RATE_ALERT.LIMIT_REACHED',
      kind: 'conflict',
      message: `You can have at most ${limit} active rate alerts. Remove one to set another.`,
    });
  }
}
