import type { Country } from '../../shared/domain/country.js';
import type { Rate } from '../../shared/domain/rate.js';
import { RateAlertLimitError, TargetNotAboveCurrentRateError } from './rate-alert.errors.js';

/** Active alerts a sender may have at once. One per country already keeps it at four; this holds if countries are added. */
export const MAX_ACTIVE_RATE_ALERTS = 10;

/**
 * A sender's wish to hear once when the rate for a country reaches `targetRate`. It stays
 * active until a rate change reaches it, then records when and at which rate it fired and
 * ends. Firing happens in the database (one conditional update, so it happens once however
 * many workers try); this class holds the rules of setting one.
 */
export class RateAlert {
  id: string;
  userId: number;
  country: Country;
  targetRate: Rate;
  createdAt: Date;
  firedAt: Date | null = null;
  firedRate: Rate | null = null;

  /** Use `RateAlert.set`; public only for the ORM. */
  constructor(id: string, userId: number, country: Country, targetRate: Rate, at: Date) {
    this.id = id;
    this.userId = userId;
    this.country = country;
    this.targetRate = targetRate;
    this.createdAt = at;
  }

  /**
   * A new alert. `current` is the country's rate now; `activeCount` the sender's active
   * alerts (for other countries: one for the same country is retargeted instead).
   */
  static set(id: string, userId: number, country: Country, target: Rate, current: Rate, activeCount: number, at: Date): RateAlert {
    assertAbove(country, target, current);
    if (activeCount >= MAX_ACTIVE_RATE_ALERTS) throw new RateAlertLimitError(MAX_ACTIVE_RATE_ALERTS);
    return new RateAlert(id, userId, country, target, at);
  }

  isActive(): boolean {
    return this.firedAt === null;
  }

  /** Setting another target for a country replaces the active alert's; answers the target it replaced. */
  retarget(target: Rate, current: Rate, at: Date): Rate {
    if (!this.isActive()) throw new Error('A fired rate alert cannot be retargeted');
    assertAbove(this.country, target, current);
    const previous = this.targetRate;
    this.targetRate = target;
    this.createdAt = at;
    return previous;
  }

  /** Whether `rate` reaches the target (equal counts). */
  isReachedBy(rate: Rate): boolean {
    return rate.tenThousandths >= this.targetRate.tenThousandths;
  }
}

function assertAbove(country: Country, target: Rate, current: Rate): void {
  if (target.tenThousandths <= current.tenThousandths) throw new TargetNotAboveCurrentRateError(country, current);
}

/** The lower of two rates: an alert fires at the rate a change set, but never above the one in force when it fires. */
export function lowerRate(a: Rate, b: Rate): Rate {
  return a.tenThousandths <= b.tenThousandths ? a : b;
}
