import { Injectable } from '@nestjs/common';
import type { Country } from '../../shared/domain/country.js';
import type { DeliveryMethod, PayoutDestination } from '../../shared/domain/delivery-method.js';
import { PartnerMetrics } from '../../metrics/partner-metrics.js';
import { measuredPayoutRail } from './measured-payout-rail.js';
import { DarajaPayoutRail } from './daraja/daraja-payout.rail.js';
import { MtnMomoPayoutRail } from './mtn-momo/mtn-momo-payout.rail.js';
import { RAIL_BY_METHOD, type PayoutRail, type PayoutRailName } from './payout-rail.port.js';
import { ThunesPayoutRail } from './thunes/thunes-payout.rail.js';

/** The three payout partners, and which one pays each delivery method. */
@Injectable()
export class PayoutRails {
  private readonly byName: Record<PayoutRailName, PayoutRail>;

  constructor(
    daraja: DarajaPayoutRail,
    private readonly mtnMomo: MtnMomoPayoutRail,
    private readonly thunes: ThunesPayoutRail,
    metrics: PartnerMetrics,
  ) {
    this.byName = {
      daraja: measuredPayoutRail(daraja, metrics),
      mtn_momo: measuredPayoutRail(mtnMomo, metrics),
      thunes: measuredPayoutRail(thunes, metrics),
    };
  }

  forMethod(method: DeliveryMethod): PayoutRail {
    return this.byName[RAIL_BY_METHOD[method]];
  }

  named(name: string): PayoutRail | null {
    return Object.hasOwn(this.byName, name) ? this.byName[name as PayoutRailName] : null;
  }

  /** The banks the aggregator pays in `country` (Ethiopia). */
  banks(country: Country): Promise<{ id: string; name: string }[]> {
    return this.thunes.banks(country);
  }

  /** The name MTN holds for a wallet, or null when the number has none. */
  registeredName(phone: string): Promise<{ name: string; active: boolean } | null> {
    return this.mtnMomo.registeredName(phone);
  }

  /**
   * The name the partner holds a payout account under, where it can say: MTN for its wallets,
   * Thunes' credit-party information for the payers offering it. Null: no such account;
   * undefined: the partner has no such check for this destination.
   */
  async accountHolderName(country: Country, destination: PayoutDestination, phone: string): Promise<string | null | undefined> {
    const rail = RAIL_BY_METHOD[destination.method];
    if (rail === 'mtn_momo') return (await this.mtnMomo.registeredName(phone))?.name ?? null;
    if (rail === 'thunes') return this.thunes.accountHolderName(country, destination, phone);
    return undefined;
  }
}
