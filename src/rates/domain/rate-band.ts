import { DomainError } from '../../shared/domain/domain-error.js';
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

/** "10%", "12.5%", "0.01%": basis points as a percentage a person reads. */
export function percentOfBasisPoints(basisPoints: bigint | number): string {
  const bp = BigInt(basisPoints);
  const whole = bp / 100n;
  const fraction = (bp % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

/** A customer rate too far from the cost of its currency: most likely a typo, or money given away. */
export class RateOutsideCostBandError extends DomainError {
  constructor(country: string, currency: string, rate: Rate, cost: Rate, distanceBasisPoints: bigint, band: RateBand) {
    const name = country.charAt(0).toUpperCase() + country.slice(1);
    super({
      code: 'RATE.OUTSIDE_COST_BAND',
      kind: 'unprocessable',
      field: country,
      message:
        `The rate for ${name} (${rate.toDecimalString()} ${currency} per USD) is ${percentOfBasisPoints(distanceBasisPoints)} away from ` +
        `what ${currency} costs us now (${cost.toDecimalString()}). A rate may be at most ${percentOfBasisPoints(band.basisPoints)} from the cost: check it.`,
    });
  }
}

/** The lowest and highest customer rates `band` allows around `cost` (inclusive, to the rate's 4 decimals). */
export function rateBandLimits(cost: Rate, band: RateBand): { lowestTenThousandths: bigint; highestTenThousandths: bigint } {
  const bp = BigInt(band.basisPoints);
  const low = cost.tenThousandths * (10_000n - bp);
  const high = cost.tenThousandths * (10_000n + bp);
  return { lowestTenThousandths: (low + 9_999n) / 10_000n, highestTenThousandths: high / 10_000n };
}
