import { Money } from '../../shared/domain/money.js';

/**
 * completed / (completed + failed) as a percentage with one decimal, rounded half-up
 * (2 of 3 is 66.7); 0 when there is neither. Pending, processing and cancelled transfers
 * have no outcome yet (or none to judge) and do not count.
 */
export function successRatePercent(completed: bigint, failed: bigint): number {
  if (completed < 0n || failed < 0n) throw new RangeError('counts must not be negative');
  const decided = completed + failed;
  if (decided === 0n) return 0;
  const tenths = halfUp(completed * 1000n, decided);
  return Number(tenths) / 10;
}

/** The mean of `count` amounts adding up to `sum`, rounded half-up to the cent; zero when there are none. */
export function averageAmount(sum: Money, count: bigint): Money {
  if (count < 0n) throw new RangeError('count must not be negative');
  if (count === 0n) return Money.zero(sum.currency);
  if (sum.isNegative()) throw new RangeError('sum must not be negative');
  return Money.fromMinor(halfUp(sum.minor, count), sum.currency);
}

/** n / d rounded half-up, for non-negative n and positive d. */
function halfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}
