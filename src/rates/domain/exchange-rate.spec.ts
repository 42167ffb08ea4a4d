import { Rate } from '../../shared/domain/rate.js';
import { ExchangeRate } from './exchange-rate.js';
import { RateChange } from './rate-change.js';

describe('an exchange rate', () => {
  it('answers the rate it replaces, for the history', () => {
    const kenya = new ExchangeRate('kenya', Rate.parse('129.25'), new Date('2026-11-01T00:00:00Z'));
    const at = new Date('2026-11-22T10:00:00Z');
    const previous = kenya.change(Rate.parse('130.5'), at);
    expect(previous.toDecimalString()).toBe('129.2500');
    expect(kenya.rate.toDecimalString()).toBe('130.5000');
    expect(kenya.updatedAt).toBe(at);
    const change = RateChange.record('kenya', previous, kenya.rate, at, 'dashboard');
    expect(change).toMatchObject({ country: 'kenya', changedAt: at, source: 'dashboard' });
    expect(change.oldRate?.equals(Rate.parse('129.25'))).toBe(true);
  });
});
