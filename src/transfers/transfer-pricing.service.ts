import { Injectable } from '@nestjs/common';
import { PayoutDestinations } from '../payments/payouts/payout-destinations.service.js';
import { RatesService } from '../rates/rates.service.js';
import { CURRENCY_BY_COUNTRY, type Country } from '../shared/domain/country.js';
import { DELIVERY_METHOD_LABELS, type PayoutDestination } from '../shared/domain/delivery-method.js';
import { quote, type PaymentRail, type Quote } from '../shared/domain/fees.js';
import type { Money } from '../shared/domain/money.js';
import { assertChargeable } from './domain/chargeable-total.js';
import { fitToRail } from './domain/payable-amount.js';
import type { PaymentMethodKind } from './domain/transfer-status.js';

const RAIL: Record<PaymentMethodKind, PaymentRail> = { card: 'card', ach: 'bank' };

/** A quote as the payout rail pays it, with the rail's step (100 minor units: whole shillings). */
export interface PayableQuote extends Quote {
  payoutIncrementMinor: bigint;
}

/** Prices a transfer with the current rate: the server's figures are the only ones charged. */
@Injectable()
export class TransferPricing {
  constructor(
    private readonly rates: RatesService,
    private readonly destinations: PayoutDestinations,
  ) {}

  /**
   * Refuses (400, field `amount`) a transfer whose total the payment provider could not
   * charge, or whose recipient amount the payout rail could not pay; rounds the recipient
   * amount down to what the rail pays.
   */
  async quote(amount: Money, country: Country, method: PaymentMethodKind, destination: PayoutDestination): Promise<PayableQuote> {
    const [rate, terms] = await Promise.all([this.rates.rateFor(country), this.destinations.terms(country, destination)]);
    const priced = quote(amount, RAIL[method], rate, CURRENCY_BY_COUNTRY[country]);
    assertChargeable(priced, RAIL[method]);
    const fitted = fitToRail(priced, {
      label: destination.bankName ?? DELIVERY_METHOD_LABELS[destination.method],
      incrementMinor: terms.incrementMinor,
      minimumMinor: terms.minimumMinor,
      maximumMinor: terms.maximumMinor,
    });
    return { ...fitted, payoutIncrementMinor: terms.incrementMinor };
  }
}
