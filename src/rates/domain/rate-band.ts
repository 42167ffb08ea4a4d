import type { Rate } from '../../shared/domain/rate.js';

/**
 * How far an operator's customer rate may stand from the current cost of the currency, in basis
 * points of the cost (1,000 = 10%). A rate outside it is most likely a typo (a digit too many or
 * too few) or a rate that gives money away: refused.
 */
export interface RateBand {
  basisPoints: number;
}

export type RateBandVerdict = { within: true } | { within: false; /** |rate − cost| / cost in basis points, rounded up. */ distanceBasisPoints: bigint };

/** Whether `customer` lies within `band` of `cost`, both local units per USD. Exact: integer arithmetic on ten-thousandths. */
export function checkRateBand(customer: Rate, cost: Rate, band: RateBand): RateBandVerdict {
  const difference = customer.tenThousandths - cost.tenThousandths;
  const distance = difference < 0n ? -difference : difference;
  // distance / cost ≤ bp / 10,000  ⇔  distance × 10,000 ≤ bp × cost
  if (distance * 10_000n <= BigInt(band.basisPoints) * cost.tenThousandths) return { within: true };
  const scaled = distance * 10_000n;
  const distanceBasisPoints = (scaled + cost.tenThousandths - 1n) / cost.tenThousandths;
  return { within: false, distanceBasisPoints };
}
