import { quote } from '../../shared/domain/fees.js';
import { Money } from '../../shared/domain/money.js';
import { Rate } from '../../shared/domain/rate.js';
import { assertChargeable, minimumAmountFor, MINIMUM_CHARGE, TotalBelowMinimumChargeError } from './chargeable-total.js';

const priced = (amount: string, rail: 'card' | 'bank') => quote(Money.parse(amount, 'USD'), rail, Rate.parse('129.25'), 'KES');

describe('a chargeable total', () => {
  it('is at least $0.50: $0.46 by card ($0.50 with its 9%) and $0.48 by bank ($0.50 with its 5%)', () => {
    expect(minimumAmountFor('card').toDecimalString()).toBe('0.46');
    expect(minimumAmountFor('bank').toDecimalString()).toBe('0.48');
    for (const rail of ['card', 'bank'] as const) {
      const least = minimumAmountFor(rail);
      expect(() => assertChargeable(priced(least.toDecimalString(), rail), rail)).not.toThrow();
      expect(priced(least.toDecimalString(), rail).total.compare(MINIMUM_CHARGE)).toBeGreaterThanOrEqual(0);
      const less = Money.fromMinor(least.minor - 1n, 'USD').toDecimalString();
      expect(() => assertChargeable(priced(less, rail), rail)).toThrow(TotalBelowMinimumChargeError);
    }
  });

  it('says what the least total and the least amount are', () => {
    expect(() => assertChargeable(priced('0.01', 'card'), 'card')).toThrow(
      'The total must be at least $0.50, the least a card payment can be. Please send at least $0.46.',
    );
  });
});
