import { Rate } from '../../shared/domain/rate.js';
import { domainErrorOf } from '../../shared/testing/domain-error-of.js';
import { lowerRate, MAX_ACTIVE_RATE_ALERTS, RateAlert } from './rate-alert.js';

const at = new Date('2026-11-24T10:00:00Z');
const rate = (text: string) => Rate.parse(text);

describe('a rate alert', () => {
  it('is set for a target above the current rate, and is active until it fires', () => {
    const alert = RateAlert.set('a1', 7, 'kenya', rate('140'), rate('139.9999'), 0, at);
    expect(alert).toMatchObject({ userId: 7, country: 'kenya', createdAt: at, firedAt: null, firedRate: null });
    expect(alert.isActive()).toBe(true);
  });

  it('is refused for a target at or below the current rate, naming the current rate', () => {
    for (const target of ['129.5', '100']) {
      const error = domainErrorOf(() => RateAlert.set('a1', 7, 'kenya', rate(target), rate('129.5'), 0, at));
      expect(error).toMatchObject({ code: 'RATE_ALERT.TARGET_NOT_ABOVE_CURRENT', kind: 'validation', field: 'targetRate' });
      expect(error.message).toBe('The rate for Kenya is already 1 USD = 129.5000 KES. Choose a target above it.');
    }
  });

  it(`is refused past ${MAX_ACTIVE_RATE_ALERTS} active alerts`, () => {
    const error = domainErrorOf(() => RateAlert.set('a1', 7, 'uganda', rate('4000'), rate('3700'), MAX_ACTIVE_RATE_ALERTS, at));
    expect(error).toMatchObject({ code: 'RATE_ALERT.LIMIT_REACHED', kind: 'conflict' });
  });

  it('takes a new target, answering the one it replaced, still above the current rate', () => {
    const alert = RateAlert.set('a1', 7, 'kenya', rate('140'), rate('130'), 0, at);
    const later = new Date('2026-11-25T10:00:00Z');
    expect(alert.retarget(rate('145.25'), rate('131'), later).toDecimalString()).toBe('140.0000');
    expect(alert.targetRate.toDecimalString()).toBe('145.2500');
    expect(alert.createdAt).toBe(later);
    expect(domainErrorOf(() => alert.retarget(rate('131'), rate('131'), later)).code).toBe('RATE_ALERT.TARGET_NOT_ABOVE_CURRENT');
  });

  it('is reached by a rate equal to or above its target, not below', () => {
    const alert = RateAlert.set('a1', 7, 'kenya', rate('140'), rate('130'), 0, at);
    expect(alert.isReachedBy(rate('140'))).toBe(true);
    expect(alert.isReachedBy(rate('140.0001'))).toBe(true);
    expect(alert.isReachedBy(rate('139.9999'))).toBe(false);
  });

  it('fires at the lower of the rate a change set and the rate in force', () => {
    expect(lowerRate(rate('140'), rate('135')).toDecimalString()).toBe('135.0000');
    expect(lowerRate(rate('140'), rate('141')).toDecimalString()).toBe('140.0000');
  });
});
