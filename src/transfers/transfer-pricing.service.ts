import { Injectable } from '@nestjs/common';
import { RatesService } from '../rates/rates.service.js';
import { CURRENCY_BY_COUNTRY, type Country } from '../shared/domain/country.js';
import { quote, type PaymentRail, type Quote } from '../shared/domain/fees.js';
import type { Money } from '../shared/domain/money.js';
import { assertChargeable } from './domain/chargeable-total.js';
import type { PaymentMethodKind } from './domain/transfer-status.js';

const RAIL: Record<PaymentMethodKind, PaymentRail> = { card: 'card', ach: 'bank' };

/** Prices a transfer with the current rate: the server's figures are the only ones charged. */
@Injectable()
export class TransferPricing {
  constructor(private readonly rates: RatesService) {}

  /** Refuses (400, field `amount`) a transfer whose total the payment provider could not charge. */
  async quote(amount: Money, country: Country, method: PaymentMethodKind): Promise<Quote> {
    const rate = await this.rates.rateFor(country);
    const priced = quote(amount, RAIL[method], rate, CURRENCY_BY_COUNTRY[country]);
    assertChargeable(priced, RAIL[method]);
    return priced;
  }
}
