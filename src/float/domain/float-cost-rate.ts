import { divideRoundingHalfUp } from '../../shared/domain/decimal.js';
import { Rate } from '../../shared/domain/rate.js';

/** A confirmed top-up as the cost rate reads it: hundredths of the local currency bought for USD cents. */
export interface BoughtFloat {
  localMinor: bigint;
  usdMinor: bigint;
}

/**
 * The cost of the float held now, in local units per USD: the weighted average rate of the
 * top-ups that bought it, newest first, until they account for `heldMinor` (the float's posted
 * balance; the oldest top-up counted may count in part, for the share of it still held). With
 * nothing held, the newest top-up's rate. Exact: sum(local) / sum(USD) as a fraction, rounded
 * half-up to the 4 decimals of a `Rate` once. Null without any top-up.
 */
export function floatCostRate(newestFirst: readonly BoughtFloat[], heldMinor: bigint): Rate | null {
  if (newestFirst.length === 0) return null;
  let local = 0n;
  // USD as the fraction usdNumerator / usdDenominator, exact.
  let usdNumerator = 0n;
  let usdDenominator = 1n;
  const wanted = heldMinor > 0n ? heldMinor : newestFirst[0]!.localMinor;
  for (const bought of newestFirst) {
    const part = wanted - local < bought.localMinor ? wanted - local : bought.localMinor;
    local += part;
    // usd += bought.usd * part / bought.local
    usdNumerator = usdNumerator * bought.localMinor + bought.usdMinor * part * usdDenominator;
    usdDenominator *= bought.localMinor;
    if (local >= wanted) break;
  }
  // rate = local / usd = local * usdDenominator / usdNumerator, in ten-thousandths.
  return Rate.fromTenThousandths(divideRoundingHalfUp(local * usdDenominator * 10_000n, usdNumerator));
}
