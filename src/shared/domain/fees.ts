import { DomainError } from './domain-error.js';
import { Money, type Currency } from './money.js';
import type { Rate } from './rate.js';

/** How the sender pays: a card (new or saved), or a bank account (ACH or a saved bank). */
export type PaymentRail = 'card' | 'bank';

/**
 * Fee per rail in basis points: card 9% (5% service + 4% card processing), bank 5%.
 * The card fee is rounded once, as 9%, not as two separately rounded parts.
 */
export const FEE_BASIS_POINTS: Readonly<Record<PaymentRail, bigint>> = { card: 900n, bank: 500n };

/** Smallest amount a sender may send. */
export const MINIMUM_AMOUNT = Money.fromMinor(1n, 'USD');
/** Largest amount, fee or total the numeric(10,2) columns hold. */
export const MAXIMUM_CHARGE = Money.fromMinor(99_999_999_99n, 'USD');
/** Largest recipient amount the numeric(14,2) column holds, in cents of any currency. */
const MAXIMUM_RECIPIENT_MINOR = 999_999_999_999_99n;

/** Every figure of a transfer, computed by the server. */
export interface Quote {
  /** What the sender sends, USD. */
  readonly amount: Money;
  /** Service (and card processing) fee, USD. */
  readonly fee: Money;
  /** amount + fee: what the sender is charged, USD. */
  readonly total: Money;
  /** amount x rate, in the recipient's currency. */
  readonly recipientAmount: Money;
  readonly rate: Rate;
}

/** The fee for sending `amount` over `rail`, rounded half-up to the cent. */
export function feeFor(amount: Money, rail: PaymentRail): Money {
  return amount.percentage(FEE_BASIS_POINTS[rail]);
}

/**
 * Prices a transfer of `amount` (USD) paid over `rail`, delivered in `currency` at `rate`.
 * Throws a validation DomainError (field `amount`) when the amount is not USD, is below
 * $0.01, or is so large that a figure would not fit its column.
 */
export function quote(amount: Money, rail: PaymentRail, rate: Rate, currency: Currency): Quote {
  if (amount.currency !== 'USD') {
    throw amountError('QUOTE.AMOUNT_NOT_USD', 'Amount must be in US dollars');
  }
  if (amount.compare(MINIMUM_AMOUNT) < 0) {
    throw amountError('QUOTE.AMOUNT_BELOW_MINIMUM', `Amount must be at least ${MINIMUM_AMOUNT.format()}`);
  }
  const fee = feeFor(amount, rail);
  const total = amount.add(fee);
  if (total.compare(MAXIMUM_CHARGE) > 0) {
    throw amountError(
      'QUOTE.AMOUNT_TOO_LARGE',
      `Amount is too large: with fees, the total must not exceed ${MAXIMUM_CHARGE.format()}`,
    );
  }
  const recipientAmount = amount.convert(rate, currency);
  if (recipientAmount.minor > MAXIMUM_RECIPIENT_MINOR) {
    const limit = Money.fromMinor(MAXIMUM_RECIPIENT_MINOR, currency).format();
    throw amountError('QUOTE.RECIPIENT_AMOUNT_TOO_LARGE', `Amount is too large: the recipient may receive at most ${limit}`);
  }
  return { amount, fee, total, recipientAmount, rate };
}

function amountError(code: string, message: string): DomainError {
  return new DomainError({ code, kind: 'validation', field: 'amount', message });
}
