import fc from 'fast-check';
import { Rate } from './rate.js';
import { domainErrorOf } from '../testing/domain-error-of.js';

const anyRateUnits = fc.bigInt({ min: 1n, max: 9_999_999_999n });

describe('Rate', () => {
  it.each([
    ['129.5', '129.5000'],
    ['129.5000', '129.5000'],
    ['0.0001', '0.0001'],
    ['1', '1.0000'],
    ['999999.9999', '999999.9999'],
  ])('reads %s and writes it with four decimals as %s', (text, written) => {
    expect(Rate.parse(text).toDecimalString()).toBe(written);
  });

  it('reads a JSON number as the decimal it is written as', () => {
    expect(Rate.fromNumber(129.5).tenThousandths).toBe(1_295_000n);
    expect(Rate.fromNumber(0.0001).toDecimalString()).toBe('0.0001');
    expect(Rate.fromNumber(3725.005).toDecimalString()).toBe('3725.0050');
  });

  it.each([
    ['0', 'RATE.NOT_POSITIVE', 'Rate must be positive'],
    ['0.0000', 'RATE.NOT_POSITIVE', 'Rate must be positive'],
    ['-1', 'RATE.NOT_POSITIVE', 'Rate must be positive'],
    ['1000000', 'RATE.TOO_LARGE', 'Rate must be less than 1,000,000'],
    ['129.12345', 'RATE.INVALID', 'Rate must have at most 4 decimal places'],
    ['abc', 'RATE.INVALID', 'Rate must be a number such as 129.5'],
    ['', 'RATE.INVALID', 'Rate must be a number such as 129.5'],
    ['1e3', 'RATE.INVALID', 'Rate must be a number such as 129.5'],
  ])('refuses %j (%s)', (text, code, message) => {
    const error = domainErrorOf(() => Rate.parse(text));
    expect(error).toMatchObject({ code, message, kind: 'validation' });
  });

  it.each([
    ['0.1 + 0.2', 0.1 + 0.2, 'RATE.INVALID'],
    ['NaN', Number.NaN, 'RATE.INVALID'],
    ['Infinity', Number.POSITIVE_INFINITY, 'RATE.INVALID'],
    ['1e-7', 1e-7, 'RATE.INVALID'],
    ['0', 0, 'RATE.NOT_POSITIVE'],
    ['1e6', 1e6, 'RATE.TOO_LARGE'],
  ])('refuses the number %s rather than rounding it', (_label, value, code) => {
    expect(domainErrorOf(() => Rate.fromNumber(value)).code).toBe(code);
  });

  it('reads back what it writes, as text and as a number', () => {
    fc.assert(
      fc.property(anyRateUnits, (units) => {
        const rate = Rate.fromTenThousandths(units);
        expect(Rate.parse(rate.toDecimalString()).equals(rate)).toBe(true);
        expect(Rate.fromNumber(rate.toNumber()).equals(rate)).toBe(true);
        expect(rate.toDecimalString()).toMatch(/^\d{1,6}\.\d{4}$/);
      }),
    );
  });

  it('defaults to one unit per dollar', () => {
    expect(Rate.ONE.toDecimalString()).toBe('1.0000');
    expect(Rate.ONE.toNumber()).toBe(1);
  });
});
