import type { PaymentOutcome } from '../payment-outcome.js';
import { cardError, invalidRequest } from '../http/stripe-error.js';
import type { StripeForm } from '../http/stripe-form.js';
import { cardBrand, type CardBrand } from './card-brand.js';
import { cardFingerprint } from './card-fingerprint.js';
import { passesLuhn } from './luhn.js';
import type { DisputeTrigger } from '../disputes/dispute.js';
import type { RefundLifecycle } from '../refunds/refund-lifecycle.js';
import { testCardDispute, testCardOutcome, testCardRefund } from './test-cards.js';

/** What the sandbox keeps of a card: never the number or the security code. */
export interface CardDetails {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string;
  cvcProvided: boolean;
  outcome: PaymentOutcome;
  disputeAfterPayment: DisputeTrigger | undefined;
  /** Stripe's asynchronous-refund test cards; undefined: refunds succeed at once. */
  refundLifecycle: RefundLifecycle | undefined;
}

const maxYearsAhead = 50;

function readNumber(card: StripeForm): string {
  // Spaces and dashes as people type them are tolerated; anything else is not a card number.
  const digits = card.requiredString('number').replace(/[\s-]/g, '');
  const param = card.param('number');
  if (!/^\d{12,19}$/.test(digits)) throw cardError('invalid_number', 'Your card number is invalid.', { param });
  if (!passesLuhn(digits)) throw cardError('incorrect_number', 'Your card number is incorrect.', { param });
  return digits;
}

function readExpiry(card: StripeForm, now: Date): { expMonth: number; expYear: number } {
  const month = card.requiredInteger('exp_month');
  const yearGiven = card.requiredInteger('exp_year');
  const expYear = yearGiven >= 0 && yearGiven < 100 ? 2000 + yearGiven : yearGiven;
  const thisYear = now.getUTCFullYear();
  const invalidMonth = () =>
    cardError('invalid_expiry_month', "Your card's expiration month is invalid.", { param: card.param('exp_month') });
  if (month < 1 || month > 12) throw invalidMonth();
  if (expYear < thisYear || expYear > thisYear + maxYearsAhead) {
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", { param: card.param('exp_year') });
  }
  // A card is good through the last day of its expiry month.
  if (expYear === thisYear && month < now.getUTCMonth() + 1) throw invalidMonth();
  return { expMonth: month, expYear };
}

function readCvc(card: StripeForm): boolean {
  const cvc = card.string('cvc');
  if (cvc === undefined) return false;
  if (!/^\d{3,4}$/.test(cvc)) {
    throw cardError('invalid_cvc', "Your card's security code is invalid.", { param: card.param('cvc') });
  }
  return true;
}

/** Validates `card[...]` like Stripe (number, then expiry, then security code) and keeps only what may be kept. */
export function readCardDetails(card: StripeForm | undefined, now: Date): CardDetails {
  if (!card) {
    throw invalidRequest('Missing required param: card.', { param: 'card', code: 'parameter_missing' });
  }
  card.allowOnly(['number', 'exp_month', 'exp_year', 'cvc', 'networks']);
  const digits = readNumber(card);
  const { expMonth, expYear } = readExpiry(card, now);
  const cvcProvided = readCvc(card);
  return {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth,
    expYear,
    fingerprint: cardFingerprint(digits),
    cvcProvided,
    outcome: testCardOutcome(digits),
    disputeAfterPayment: testCardDispute(digits),
    refundLifecycle: testCardRefund(digits),
  };
}
