import { DomainError } from '../../shared/domain/domain-error.js';
import { feeFor, type PaymentRail, type Quote } from '../../shared/domain/fees.js';
import { Money } from '../../shared/domain/money.js';

/** The least a card or bank (ACH) payment can charge in US dollars: the card provider refuses smaller totals. */
export const MINIMUM_CHARGE = Money.fromMinor(50n, 'USD');

/** The smallest amount whose total, fee included, reaches MINIMUM_CHARGE on this rail. */
export function minimumAmountFor(rail: PaymentRail): Money {
  let cents = 1n;
  while (Money.fromMinor(cents, 'USD').add(feeFor(Money.fromMinor(cents, 'USD'), rail)).compare(MINIMUM_CHARGE) < 0) cents += 1n;
  return Money.fromMinor(cents, 'USD');
}

export class TotalBelowMinimumChargeError extends DomainError {
  constructor(rail: PaymentRail) {
    super({
      code: 'QUOTE.TOTAL_BELOW_MINIMUM_CHARGE',
      kind: 'validation',
      field: 'amount',
      message: `The total must be at least ${MINIMUM_CHARGE.format()}, the least a ${rail === 'card' ? 'card' : 'bank'} payment can be. Please send at least ${minimumAmountFor(rail).format()}.`,
    });
  }
}

/** Refuses, before anything is created or charged, a quote whose total the payment provider could not charge. */
export function assertChargeable(quote: Quote, rail: PaymentRail): void {
  if (quote.total.compare(MINIMUM_CHARGE) < 0) throw new TotalBelowMinimumChargeError(rail);
}
