import {
  destinationToSource,
  formatDecimalAmount,
  parseDecimalAmount,
  sourceToDestination,
  wireAmount,
} from './decimal-amount.js';

describe('Thunes decimal amounts', () => {
  it('reads numbers and numeric strings into minor units of the precision', () => {
    expect(parseDecimalAmount(10.69, 2)).toBe(1069n);
    expect(parseDecimalAmount('100', 2)).toBe(10000n);
    expect(parseDecimalAmount('0.10', 2)).toBe(10n);
    expect(parseDecimalAmount(1500, 0)).toBe(1500n);
  });

  it('refuses more decimals than the precision, negatives, exponents and non-numbers', () => {
    expect(parseDecimalAmount(10.699, 2)).toBeNull();
    expect(parseDecimalAmount('12.5', 0)).toBeNull();
    expect(parseDecimalAmount(-5, 2)).toBeNull();
    expect(parseDecimalAmount(1e21, 2)).toBeNull();
    expect(parseDecimalAmount('ten', 2)).toBeNull();
    expect(parseDecimalAmount(null, 2)).toBeNull();
  });

  it('writes minor units back as decimals and as JSON numbers', () => {
    expect(formatDecimalAmount(5n, 2)).toBe('0.05');
    expect(formatDecimalAmount(1412500n, 2)).toBe('14125.00');
    expect(formatDecimalAmount(1500n, 0)).toBe('1500');
    expect(wireAmount(1069n, 2)).toBe(10.69);
  });

  it('converts at the rate rounding down, and back rounding up so the destination is always bought', () => {
    const usdToEtb = { rate: '141.25', sourcePrecision: 2, destinationPrecision: 2 };
    expect(sourceToDestination(10000n, usdToEtb)).toBe(1412500n);
    expect(sourceToDestination(1n, usdToEtb)).toBe(141n);

    const cents = destinationToSource(1000000n, usdToEtb);
    expect(sourceToDestination(cents, usdToEtb)).toBeGreaterThanOrEqual(1000000n);
    expect(sourceToDestination(cents - 1n, usdToEtb)).toBeLessThan(1000000n);

    const usdToErn = { rate: '15', sourcePrecision: 2, destinationPrecision: 0 };
    expect(sourceToDestination(10099n, usdToErn)).toBe(1514n);
    expect(destinationToSource(1500n, usdToErn)).toBe(10000n);
  });
});
