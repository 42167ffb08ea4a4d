import fc from 'fast-check';
import { DomainError } from './domain-error.js';
import { CURRENCIES, Money, parseCurrency, type Currency } from './money.js';
import { Rate } from './rate.js';
import { domainErrorOf, halfUp } from '../testing/domain-error-of.js';

const currency = fc.constantFrom(...CURRENCIES);
const anyMinor = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
const nonNegativeMinor = fc.bigInt({ min: 0n, max: 10n ** 15n });
const money = fc.tuple(anyMinor, currency).map(([minor, code]) => Money.fromMinor(minor, code));
const usd = (text: string) => Money.parse(text, 'USD');

describe('Money', () => {
  describe('reading decimal strings', () => {
    it.each([
      ['100', 10000n],
      ['100.5', 10050n],
      ['100.50', 10050n],
      ['0.01', 1n],
      ['0', 0n],
      ['1234.50', 123450n],
    ])('reads %s as %d cents', (text, minor) => {
      expect(Money.parse(text, 'USD').minor).toBe(minor);
    });

    it.each(['1.234', '1.500', 'abc', '', ' 5', '5 ', '5.', '.5', '1,000', '1e5', '+5', '0x10', 'NaN', 'Infinity', '1_000'])(
      'refuses %j as an invalid amount',
      (text) => {
        const error = domainErrorOf(() => Money.parse(text, 'USD'));
        expect(error.code).toBe('MONEY.INVALID_AMOUNT');
        expect(error.kind).toBe('validation');
      },
    );

    it('says why when there are too many decimals', () => {
      expect(domainErrorOf(() => usd('1.005')).message).toBe('Amount must have at most 2 decimal places');
    });

    it('refuses negative amounts', () => {
      expect(domainErrorOf(() => usd('-5')).message).toBe('Amount must not be negative');
    });

    it('reads back what it writes, for every non-negative amount', () => {
      fc.assert(
        fc.property(nonNegativeMinor, currency, (minor, code) => {
          const amount = Money.fromMinor(minor, code);
          expect(Money.parse(amount.toDecimalString(), code).equals(amount)).toBe(true);
        }),
      );
    });
  });

  describe('reading JSON numbers', () => {
    it.each([
      [19.99, 1999n],
      [0.3, 30n],
      [100, 10000n],
      [0.01, 1n],
      [-0, 0n],
      [1e21, 10n ** 23n],
    ])('reads %d as the decimal it is written as (%d cents)', (value, minor) => {
      expect(Money.fromNumberInput(value, 'USD').minor).toBe(minor);
    });

    it.each([
      ['0.1 + 0.2', 0.1 + 0.2],
      ['1.005', 1.005],
      ['1e-7', 1e-7],
      ['NaN', Number.NaN],
      ['Infinity', Number.POSITIVE_INFINITY],
      ['-1', -1],
    ])('refuses %s rather than rounding it', (_label, value) => {
      expect(domainErrorOf(() => Money.fromNumberInput(value, 'USD')).code).toBe('MONEY.INVALID_AMOUNT');
    });

    it('reads back every amount it answers as a number', () => {
      fc.assert(
        fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }), currency, (minor, code) => {
          const amount = Money.fromMinor(minor, code);
          expect(Money.fromNumberInput(amount.toNumber(), code).equals(amount)).toBe(true);
        }),
      );
    });

    it('either refuses a double or keeps its value exactly', () => {
      fc.assert(
        fc.property(fc.double({ noNaN: true }), (value) => {
          let amount: Money;
          try {
            amount = Money.fromNumberInput(value, 'USD');
          } catch (error) {
            expect(error).toBeInstanceOf(DomainError);
            return;
          }
          expect(amount.toNumber()).toBe(value === 0 ? 0 : value);
          expect(amount.isNegative()).toBe(false);
        }),
      );
    });
  });

  describe('arithmetic', () => {
    it('subtracting what was added gives the original amount', () => {
      fc.assert(
        fc.property(anyMinor, anyMinor, currency, (a, b, code) => {
          const first = Money.fromMinor(a, code);
          const second = Money.fromMinor(b, code);
          expect(first.add(second).subtract(second).equals(first)).toBe(true);
          expect(first.add(second).equals(second.add(first))).toBe(true);
        }),
      );
    });

    it('adds cent for cent', () => {
      expect(usd('0.10').add(usd('0.20')).toDecimalString()).toBe('0.30');
      expect(usd('1.00').subtract(usd('1.01')).toDecimalString()).toBe('-0.01');
    });

    it('refuses to combine different currencies', () => {
      const kes = Money.parse('1', 'KES');
      expect(domainErrorOf(() => usd('1').add(kes)).code).toBe('MONEY.CURRENCY_MISMATCH');
      expect(domainErrorOf(() => usd('1').subtract(kes)).code).toBe('MONEY.CURRENCY_MISMATCH');
      expect(domainErrorOf(() => usd('1').compare(kes)).code).toBe('MONEY.CURRENCY_MISMATCH');
    });

    it('compares like the amounts it holds', () => {
      fc.assert(
        fc.property(anyMinor, anyMinor, (a, b) => {
          const expected = a < b ? -1 : a > b ? 1 : 0;
          expect(Money.fromMinor(a, 'USD').compare(Money.fromMinor(b, 'USD'))).toBe(expected);
        }),
      );
    });

    it('is never equal to the same figure in another currency', () => {
      expect(usd('1').equals(Money.parse('1', 'KES'))).toBe(false);
    });

    it('knows zero, positive and negative', () => {
      expect(usd('0').isZero()).toBe(true);
      expect(usd('0.01').isPositive()).toBe(true);
      expect(usd('0').isPositive()).toBe(false);
      expect(Money.fromMinor(-1n, 'USD').isNegative()).toBe(true);
    });
  });

  describe('percentages', () => {
    it.each([
      ['0.01', 500n, '0.00'],
      ['0.10', 500n, '0.01'],
      ['100.00', 900n, '9.00'],
      ['100.00', 500n, '5.00'],
      ['0.50', 900n, '0.05'],
      ['0.70', 900n, '0.06'],
      ['33.33', 900n, '3.00'],
    ])('%s at %d basis points is %s, rounded half-up to the cent', (amount, basisPoints, fee) => {
      expect(usd(amount).percentage(basisPoints).toDecimalString()).toBe(fee);
    });

    it('is never negative and within half a cent of the exact share, halves rounding up', () => {
      fc.assert(
        fc.property(nonNegativeMinor, fc.bigInt({ min: 0n, max: 10_000n }), (minor, basisPoints) => {
          const share = Money.fromMinor(minor, 'USD').percentage(basisPoints);
          const exactTimes10000 = minor * basisPoints;
          expect(share.minor).toBe(halfUp(exactTimes10000, 10_000n));
          expect(share.minor >= 0n).toBe(true);
          const distance = share.minor * 10_000n - exactTimes10000;
          expect(-5_000n < distance && distance <= 5_000n).toBe(true);
        }),
      );
    });

    it('refuses negative basis points', () => {
      expect(() => usd('1').percentage(-1n)).toThrow(RangeError);
    });
  });

  describe('conversion', () => {
    it.each([
      ['100.00', '129.5', 'KES', '12950.00'],
      ['0.01', '0.5', 'KES', '0.01'],
      ['0.01', '0.4999', 'KES', '0.00'],
      ['1.23', '129.1234', 'UGX', '158.82'],
      ['1.00', '3725.0050', 'UGX', '3725.01'],
    ])('%s USD at %s is %s %s', (amount, rate, target, expected) => {
      const converted = usd(amount).convert(Rate.parse(rate), target as Currency);
      expect(converted.toDecimalString()).toBe(expected);
      expect(converted.currency).toBe(target);
    });

    it('equals the exact product rounded half-up to the cent', () => {
      fc.assert(
        fc.property(nonNegativeMinor, fc.bigInt({ min: 1n, max: 9_999_999_999n }), currency, (minor, units, code) => {
          const converted = Money.fromMinor(minor, 'USD').convert(Rate.fromTenThousandths(units), code);
          expect(converted.minor).toBe(halfUp(minor * units, 10_000n));
        }),
      );
    });

    it('converts only from US dollars, since rates are per dollar', () => {
      expect(domainErrorOf(() => Money.parse('1', 'KES').convert(Rate.ONE, 'USD')).code).toBe('MONEY.CURRENCY_MISMATCH');
    });
  });

  describe('writing', () => {
    it('writes exactly two decimals, as numeric columns store them', () => {
      fc.assert(
        fc.property(money, (amount) => {
          expect(amount.toDecimalString()).toMatch(/^-?\d+\.\d{2}$/);
        }),
      );
      expect(Money.fromMinor(123450n, 'USD').toDecimalString()).toBe('1234.50');
      expect(Money.fromMinor(-5n, 'USD').toDecimalString()).toBe('-0.05');
    });

    it.each([
      [123450n, 'USD', '$1,234.50'],
      [5n, 'USD', '$0.05'],
      [99900n, 'USD', '$999.00'],
      [100000n, 'USD', '$1,000.00'],
      [99_999_999_99n, 'USD', '$99,999,999.99'],
      [-500n, 'USD', '-$5.00'],
      [123450n, 'KES', '1,234.50 KES'],
      [1295000n, 'UGX', '12,950.00 UGX'],
      [0n, 'ERN', '0.00 ERN'],
    ] as const)('formats %d cents of %s as %s', (minor, code, text) => {
      expect(Money.fromMinor(minor, code).format()).toBe(text);
    });

    it('answers JSON with the number the decimal string spells', () => {
      expect(usd('1234.50').toNumber()).toBe(1234.5);
      expect(usd('0.07').toNumber()).toBe(0.07);
    });
  });

  describe('currencies', () => {
    it('accepts the currencies the product uses', () => {
      expect(CURRENCIES.map(parseCurrency)).toEqual(['USD', 'KES', 'UGX', 'ETB', 'ERN']);
    });

    it('refuses any other currency, even when a cast smuggles it in', () => {
      expect(domainErrorOf(() => parseCurrency('EUR')).code).toBe('MONEY.UNSUPPORTED_CURRENCY');
      expect(domainErrorOf(() => Money.parse('1', 'eur' as Currency)).code).toBe('MONEY.UNSUPPORTED_CURRENCY');
    });
  });
});
