import { divideRoundingHalfUp } from '../../shared/domain/decimal.js';
import type { Rate } from '../../shared/domain/rate.js';

/**
 * What buying a local amount costs us in USD, and what we keep of a transfer's exchange.
 *
 * The rate an operator sets is the customer's rate: the recipient gets `amount × rate`. We buy
 * that local currency at the partner's rate (the cost: a Thunes quotation's wholesale rate, or
 * for M-Pesa and MoMo the rate the float was bought at). The difference, in USD, is the
 * transfer's FX spread: revenue when the customer's rate is below the cost, a loss above it.
 */

/** USD hundredths that `localMinor` (hundredths of the local currency) costs at `cost` (local units per USD), half-up. */
export function usdCostOf(localMinor: bigint, cost: Rate): bigint {
  if (localMinor < 0n) throw new RangeError('localMinor must not be negative');
  return divideRoundingHalfUp(localMinor * 10_000n, cost.tenThousandths);
}

/** A transfer's FX spread in USD hundredths: what the sender's amount bought above its cost (negative: a loss). */
export function fxSpreadMinor(amountMinor: bigint, costUsdMinor: bigint): bigint {
  return amountMinor - costUsdMinor;
}
