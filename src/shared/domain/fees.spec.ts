import fc from 'fast-check';
import { DomainError } from './domain-error.js';
import { FEE_BASIS_POINTS, MAXIMUM_CHARGE, MINIMUM_AMOUNT, feeFor, quote, type PaymentRail } from './fees.js';
import { CURRENCIES, Money } from './money.js';
import { Rate } from './rate.js';
import { domainErrorOf, halfUp } from '../testing/domain-error-of.js';

const usd = (text: string) => Money.parse(text, 'USD');
const rail = fc.constantFrom<PaymentRail>('card', 'bank');
const currency = fc.constantFrom(...CURRENCIES);
const anyRate = fc.bigInt({ min: 1n, max: 9_999_999_999n }).map(Rate.fromTenThousandths);
/** From the $0.01 minimum up to past the largest amount a column holds. */
const sendableCents = fc.bigInt({ min: 1n, max: 10_000_000_000n });

describe('fees', () => {
  it('charges 9% for a card: 5% service plus 4% card processing', () => {
    expect(feeFor(usd('100.00'), 'card').toDecimalString()).toBe('9.00');
  });

  it('charges 5% for a bank transfer', () => {
    expect(feeFor(usd('100.00'), 'bank').toDecimalString()).toBe('5.00');
  });

  it('rounds the card fee once, as 9%, not as two rounded parts', () => {
    // 5% of 0.70 = 0.035 -> 0.04 and 4% = 0.028 -> 0.03 would make 0.07; 9% = 0.063 -> 0.06.
    expect(feeFor(usd('0.70'), 'card').toDecimalString()).toBe('0.06');
  });

  it('rounds a half cent up', () => {
    expect(feeFor(usd('0.10'), 'bank').toDecimalString()).toBe('0.01');
    expect(feeFor(usd('0.01'), 'bank').toDecimalString()).toBe('0.00');
    expect(feeFor(usd('0.50'), 'card').toDecimalString()).toBe('0.05');
  });
});

describe('quote', () => {
  it('prices a $100 card transfer to Kenya', () => {
    const priced = quote(usd('100'), 'card', Rate.parse('129.5'), 'KES');
    expect(priced.amount.toDecimalString()).toBe('100.00');
    expect(priced.fee.toDecimalString()).toBe('9.00');
    expect(priced.total.toDecimalString()).toBe('109.00');
    expect(priced.recipientAmount.format()).toBe('12,950.00 KES');
    expect(priced.rate.toDecimalString()).toBe('129.5000');
  });

  it('prices a $100 bank transfer at 5%', () => {
    const priced = quote(usd('100'), 'bank', Rate.ONE, 'USD');
    expect(priced.fee.toDecimalString()).toBe('5.00');
    expect(priced.total.toDecimalString()).toBe('105.00');
    expect(priced.recipientAmount.toDecimalString()).toBe('100.00');
  });

  it('accepts the $0.01 minimum, whose fee rounds to nothing', () => {
    const priced = quote(MINIMUM_AMOUNT, 'bank', Rate.parse('0.5'), 'ETB');
    expect(priced.fee.isZero()).toBe(true);
    expect(priced.total.toDecimalString()).toBe('0.01');
    expect(priced.recipientAmount.toDecimalString()).toBe('0.01');
  });

  it.each(['0', '0.00'])('refuses %s, below the $0.01 minimum', (amount) => {
    const error = domainErrorOf(() => quote(usd(amount), 'card', Rate.ONE, 'KES'));
    expect(error).toMatchObject({
      code: 'QUOTE.AMOUNT_BELOW_MINIMUM',
      kind: 'validation',
      field: 'amount',
      message: 'Amount must be at least $0.01',
    });
  });

  it('refuses a negative amount', () => {
    expect(domainErrorOf(() => quote(Money.fromMinor(-100n, 'USD'), 'card', Rate.ONE, 'KES')).code).toBe(
      'QUOTE.AMOUNT_BELOW_MINIMUM',
    );
  });

  it('refuses an amount that is not in US dollars', () => {
    expect(domainErrorOf(() => quote(Money.parse('100', 'KES'), 'card', Rate.ONE, 'KES')).code).toBe('QUOTE.AMOUNT_NOT_USD');
  });

  it.each([
    ['card', '91743119.26', '91743119.27'],
    ['bank', '95238095.23', '95238095.24'],
  ] as const)('%s: accepts %s, whose total is $99,999,999.99, and refuses a cent more', (payBy, largest, tooLarge) => {
    expect(quote(usd(largest), payBy, Rate.ONE, 'USD').total.toDecimalString()).toBe('99999999.99');
    const error = domainErrorOf(() => quote(usd(tooLarge), payBy, Rate.ONE, 'USD'));
    expect(error).toMatchObject({ code: 'QUOTE.AMOUNT_TOO_LARGE', field: 'amount' });
    expect(error.message).toBe('Amount is too large: with fees, the total must not exceed $99,999,999.99');
  });

  it('refuses an amount whose recipient amount would not fit numeric(14,2)', () => {
    const error = domainErrorOf(() => quote(usd('1000001'), 'bank', Rate.parse('999999.9999'), 'UGX'));
    expect(error).toMatchObject({ code: 'QUOTE.RECIPIENT_AMOUNT_TOO_LARGE', field: 'amount' });
    expect(error.message).toBe('Amount is too large: the recipient may receive at most 999,999,999,999.99 UGX');
    expect(quote(usd('1000000'), 'bank', Rate.parse('999999.9999'), 'UGX').recipientAmount.toDecimalString()).toBe(
      '999999999900.00',
    );
  });

  it('keeps every figure exact: total = amount + fee, fee and recipient amount rounded half-up', () => {
    fc.assert(
      fc.property(sendableCents, rail, anyRate, currency, (cents, payBy, rate, target) => {
        const amount = Money.fromMinor(cents, 'USD');
        let priced;
        try {
          priced = quote(amount, payBy, rate, target);
        } catch (error) {
          expect(error).toBeInstanceOf(DomainError);
          expect(['QUOTE.AMOUNT_TOO_LARGE', 'QUOTE.RECIPIENT_AMOUNT_TOO_LARGE']).toContain((error as DomainError).code);
          return;
        }
        expect(priced.fee.minor).toBe(halfUp(cents * FEE_BASIS_POINTS[payBy], 10_000n));
        expect(priced.fee.isNegative()).toBe(false);
        expect(priced.total.minor).toBe(priced.amount.minor + priced.fee.minor);
        expect(priced.total.compare(MAXIMUM_CHARGE)).toBeLessThanOrEqual(0);
        expect(priced.recipientAmount.minor).toBe(halfUp(cents * rate.tenThousandths, 10_000n));
        expect(priced.recipientAmount.currency).toBe(target);
      }),
    );
  });

  it('refuses exactly the amounts whose figures would not fit their columns', () => {
    fc.assert(
      fc.property(sendableCents, rail, anyRate, (cents, payBy, rate) => {
        const total = cents + halfUp(cents * FEE_BASIS_POINTS[payBy], 10_000n);
        const recipient = halfUp(cents * rate.tenThousandths, 10_000n);
        const fits = total <= 9_999_999_999n && recipient <= 99_999_999_999_999n;
        const attempt = () => quote(Money.fromMinor(cents, 'USD'), payBy, rate, 'KES');
        if (fits) expect(attempt).not.toThrow();
        else expect(attempt).toThrow(DomainError);
      }),
    );
  });
});
