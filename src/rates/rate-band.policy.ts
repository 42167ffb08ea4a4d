import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { COUNTRIES, CURRENCY_BY_COUNTRY, type Country } from '../shared/domain/country.js';
import { checkRateBand, rateBandLimits, RateOutsideCostBandError, type RateBand } from './domain/rate-band.js';
import { Rate } from '../shared/domain/rate.js';
import { FxCosts, type FxCostObservation } from './fx-costs.service.js';
import type { RateUpdate } from './rates.service.js';

/** Operator rates are held to a band around the current cost of their currency (`FX_RATE_BAND_BPS`). */
@Injectable()
export class RateBandPolicy {
  constructor(
    private readonly costs: FxCosts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Throws `RateOutsideCostBandError` for the first update too far from its cost; nothing is changed then. */
  async check(updates: readonly RateUpdate[]): Promise<void> {
    const costs = await this.costsByCurrency();
    for (const { country, rate } of updates) {
      const currency = CURRENCY_BY_COUNTRY[country];
      const cost = costs.get(currency);
      if (!cost) continue;
      const verdict = checkRateBand(rate, cost.rate, this.band);
      if (!verdict.within) throw new RateOutsideCostBandError(country, currency, rate, cost.rate, verdict.distanceBasisPoints, this.band);
    }
  }

  /**
   * The updates that need a second operator's approval (FX_RATE_APPROVAL_BAND_BPS): further from
   * their currency's cost than the approval band, or for a currency whose cost was never observed.
   */
  async beyondApprovalBand(updates: readonly RateUpdate[]): Promise<RateUpdate[]> {
    const costs = await this.costsByCurrency();
    return updates.filter(({ country, rate }) => {
      const cost = costs.get(CURRENCY_BY_COUNTRY[country]);
      return !cost || !checkRateBand(rate, cost.rate, this.approvalBand).within;
    });
  }

  /** Each country's currency cost now and the rates the band allows around it (null: never observed, no band). */
  async limits(): Promise<RateBandLimits[]> {
    const costs = await this.costsByCurrency();
    return COUNTRIES.map((country) => {
      const currency = CURRENCY_BY_COUNTRY[country];
      const cost = costs.get(currency);
      if (!cost) return { country, currency, cost: null, lowest: null, highest: null, approvalLowest: null, approvalHighest: null };
      const { lowestTenThousandths, highestTenThousandths } = rateBandLimits(cost.rate, this.band);
      const approval = rateBandLimits(cost.rate, this.approvalBand);
      return {
        country,
        currency,
        cost,
        lowest: Rate.fromTenThousandths(lowestTenThousandths),
        highest: Rate.fromTenThousandths(highestTenThousandths),
        approvalLowest: Rate.fromTenThousandths(approval.lowestTenThousandths),
        approvalHighest: Rate.fromTenThousandths(approval.highestTenThousandths),
      };
    });
  }

  get basisPoints(): number {
    return this.config.FX_RATE_BAND_BPS;
  }

  /** How far from the cost a rate applies at once (FX_RATE_APPROVAL_BAND_BPS); further away it needs a second operator. */
  get approvalBasisPoints(): number {
    return this.config.FX_RATE_APPROVAL_BAND_BPS;
  }

  private get approvalBand(): RateBand {
    return { basisPoints: this.config.FX_RATE_APPROVAL_BAND_BPS };
  }

  private get band(): RateBand {
    return { basisPoints: this.config.FX_RATE_BAND_BPS };
  }

  /** Every observed currency's latest cost, in one read. */
  private async costsByCurrency(): Promise<Map<string, FxCostObservation>> {
    return new Map((await this.costs.currentAll()).map((cost) => [cost.currency, cost]));
  }
}

export interface RateBandLimits {
  country: Country;
  currency: string;
  cost: FxCostObservation | null;
  lowest: Rate | null;
  highest: Rate | null;
  /** The rates that apply without a second operator's approval. */
  approvalLowest: Rate | null;
  approvalHighest: Rate | null;
}
