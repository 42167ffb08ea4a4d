import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { FloatRail, LocalCurrency } from '../ledger/domain/ledger-chart.js';
import { ledgerTransferId } from '../ledger/domain/ledger-id.js';
import { Rate } from '../shared/domain/rate.js';
import { FloatTopUps } from './float-top-ups.service.js';

/**
 * The float the sandbox's partners open with (sandbox/src/payouts/partner-balances.ts), bought at
 * the product's opening rates: what the books hold at each partner in development and tests.
 */
export const OPENING_FLOAT: readonly { rail: FloatRail; currency: LocalCurrency; localUnits: bigint; rate: string }[] = [
  { rail: 'daraja', currency: 'KES', localUnits: 10_000_000n, rate: '129.2500' },
  { rail: 'mtn_momo', currency: 'UGX', localUnits: 500_000_000n, rate: '3650.0000' },
  { rail: 'thunes', currency: 'ETB', localUnits: 50_000_000n, rate: '155.0000' },
  { rail: 'thunes', currency: 'ERN', localUnits: 5_000_000n, rate: '15.0000' },
];

/**
 * Books the opening float as confirmed top-ups when the api or worker starts
 * (FLOAT_OPENING_SEED; on outside production unless set false), once: the ids come from the
 * floats, so a second start, or a second process, books nothing.
 */
@Injectable()
export class OpeningFloat implements OnApplicationBootstrap {
  private readonly logger = new Logger('PartnerFloat');

  constructor(
    private readonly topUps: FloatTopUps,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!(this.config.FLOAT_OPENING_SEED ?? this.config.NODE_ENV !== 'production')) return;
    for (const opening of OPENING_FLOAT) {
      const rate = Rate.parse(opening.rate);
      const localMinor = opening.localUnits * 100n;
      const usdMinor = (localMinor * 10_000n) / rate.tenThousandths;
      const booked = await this.topUps.seedOpening(
        { rail: opening.rail, currency: opening.currency, localMinor, usdMinor, rate: null, bankReference: `OPENING-${opening.rail}-${opening.currency}`, note: 'Opening float (development)' },
        ledgerTransferId(`float_opening:${opening.rail}:${opening.currency}`),
      );
      if (booked) this.logger.log(`Opening float booked: ${opening.localUnits} ${opening.currency} at ${opening.rail}`);
    }
  }
}
