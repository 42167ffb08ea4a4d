import { Rate } from '../../shared/domain/rate.js';
import { floatCostRate } from './float-cost-rate.js';
import { availableFloat, daysOfFloatLeft, floatCovers } from './float-position.js';
import { FloatTopUp } from './float-top-up.js';

const kes = (units: number) => BigInt(units) * 100n;
const usd = (cents: number) => BigInt(cents);

describe('the cost rate of a float', () => {
  it('is the one top-up rate when one top-up bought it', () => {
    expect(floatCostRate([{ localMinor: kes(20_000), usdMinor: usd(15_474) }], kes(20_000))?.toDecimalString()).toBe('129.2491');
  });

  it('weighs the newest top-ups that account for the float held, the oldest counted in part', () => {
    // Held 150,000 KES: all of the newest (100,000 at 125) and half of the one before (100,000 for $769.23).
    const rate = floatCostRate([{ localMinor: kes(100_000), usdMinor: usd(80_000) }, { localMinor: kes(100_000), usdMinor: usd(76_923) }], kes(150_000));
    // 150,000 / (800 + 769.23 / 2) = 126.62339...
    expect(rate?.toDecimalString()).toBe('126.6234');
  });

  it('is the newest rate when nothing is held, and null before any top-up', () => {
    expect(floatCostRate([{ localMinor: kes(1_000), usdMinor: usd(800) }, { localMinor: kes(1_000), usdMinor: usd(100) }], 0n)?.toDecimalString()).toBe('125.0000');
    expect(floatCostRate([], kes(5))).toBeNull();
  });
});

describe('the pause rule', () => {
  const position = { postedMinor: kes(10_000), pendingPayoutsMinor: kes(7_000), pendingTopUpsMinor: kes(50_000) };

  it('spends posted float less the payouts pending at the partner, never a top-up not yet shown', () => {
    expect(availableFloat(position)).toBe(kes(3_000));
    expect(floatCovers(position, kes(3_000))).toBe(true);
    expect(floatCovers(position, kes(3_000) + 1n)).toBe(false);
  });

  it('counts the days left at the average daily payouts, unknown without payouts', () => {
    expect(daysOfFloatLeft(kes(3_000), kes(1_000))).toBe(3);
    expect(daysOfFloatLeft(kes(2_500), kes(1_000))).toBe(2.5);
    expect(daysOfFloatLeft(-1n, kes(1_000))).toBe(0);
    expect(daysOfFloatLeft(kes(3_000), 0n)).toBeNull();
  });
});

describe('a top-up', () => {
  const order = { rail: 'daraja' as const, currency: 'KES' as const, localMinor: kes(20_000), usdMinor: usd(15_474), rate: null, bankReference: ' WIRE-1 ', note: null };

  it('takes the rate the amounts imply, or an entered one that agrees with them within a unit', () => {
    expect(FloatTopUp.record(order, new Date()).rate.toDecimalString()).toBe('129.2491');
    expect(FloatTopUp.record({ ...order, rate: Rate.parse('129.25') }, new Date()).rate.toDecimalString()).toBe('129.2500');
    expect(() => FloatTopUp.record({ ...order, rate: Rate.parse('140') }, new Date())).toThrow(/correct the rate/);
  });

  it('refuses a currency the rail does not hold, shillings with cents for UGX, and no bank reference', () => {
    expect(() => FloatTopUp.record({ ...order, currency: 'UGX' }, new Date())).toThrow(/holds no UGX/);
    expect(() => FloatTopUp.record({ ...order, rail: 'mtn_momo', currency: 'UGX', localMinor: 150n }, new Date())).toThrow(/no fractions/);
    expect(() => FloatTopUp.record({ ...order, bankReference: '  ' }, new Date())).toThrow(/bank reference/);
  });

  it('is confirmed or cancelled once, never both', () => {
    const topUp = FloatTopUp.record(order, new Date());
    expect(topUp.confirm(new Date())).toBe(true);
    expect(topUp.confirm(new Date())).toBe(false);
    expect(() => topUp.cancel(new Date())).toThrow(/cannot be cancelled/);
    const other = FloatTopUp.record(order, new Date());
    expect(other.cancel(new Date())).toBe(true);
    expect(() => other.confirm(new Date())).toThrow(/cancelled/);
  });
});
