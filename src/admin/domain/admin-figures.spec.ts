import fc from 'fast-check';
import { Money } from '../../shared/domain/money.js';
import { averageAmount, successRatePercent } from './admin-figures.js';

describe('success rate', () => {
  it('is completed over completed plus failed, as a percentage with one decimal', () => {
    expect(successRatePercent(9n, 1n)).toBe(90);
    expect(successRatePercent(2n, 1n)).toBe(66.7);
    expect(successRatePercent(1n, 2n)).toBe(33.3);
    expect(successRatePercent(1n, 0n)).toBe(100);
    expect(successRatePercent(0n, 4n)).toBe(0);
  });

  it('rounds a half tenth up', () => {
    // 1 of 16 is 6.25%; 1 of 80 is 1.25%.
    expect(successRatePercent(1n, 15n)).toBe(6.3);
    expect(successRatePercent(1n, 79n)).toBe(1.3);
  });

  it('is 0 when no transfer has an outcome', () => {
    expect(successRatePercent(0n, 0n)).toBe(0);
  });

  it('stays between 0 and 100 with at most one decimal', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 10n ** 12n }), (completed, failed) => {
        const rate = successRatePercent(completed, failed);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
        expect(Math.round(rate * 10) / 10).toBe(rate);
      }),
    );
  });
});

describe('average transaction', () => {
  const usd = (text: string) => Money.parse(text, 'USD');

  it('is the mean amount rounded half-up to the cent', () => {
    expect(averageAmount(usd('100.00'), 3n).toDecimalString()).toBe('33.33');
    expect(averageAmount(usd('200.00'), 3n).toDecimalString()).toBe('66.67');
    expect(averageAmount(usd('0.05'), 2n).toDecimalString()).toBe('0.03');
  });

  it('is zero when there are no transfers', () => {
    expect(averageAmount(Money.zero('USD'), 0n).isZero()).toBe(true);
  });

  it('lies between the smallest and largest possible share', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 7n }), (minor, count) => {
        const average = averageAmount(Money.fromMinor(minor, 'USD'), count).minor;
        expect(average * count - minor <= count).toBe(true);
        expect(minor - average * count <= count).toBe(true);
      }),
    );
  });
});
