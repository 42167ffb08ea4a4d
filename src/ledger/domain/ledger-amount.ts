import type { Currency } from '../../shared/domain/money.js';
import { LEDGERS } from './ledger-chart.js';
import { LedgerAmountNotExactError } from './ledger.errors.js';

/** The product keeps every amount in hundredths of its currency (`Money.minor`). */
const PRODUCT_SCALE = 2;

/**
 * An amount of the product (hundredths, whatever the currency) in its ledger's unit: the same
 * number for a ledger of scale 2, whole shillings for UGX (scale 0). Exact or refused: a
 * fraction of the ledger's unit is never rounded away.
 */
export function toLedgerUnits(minor: bigint, currency: Currency): bigint {
  const { scale } = LEDGERS[currency];
  const divisor = 10n ** BigInt(PRODUCT_SCALE - scale);
  if (minor % divisor !== 0n) throw new LedgerAmountNotExactError(minor, currency, scale);
  return minor / divisor;
}

/** The inverse of `toLedgerUnits`: a ledger amount in the product's hundredths. */
export function fromLedgerUnits(units: bigint, currency: Currency): bigint {
  return units * 10n ** BigInt(PRODUCT_SCALE - LEDGERS[currency].scale);
}
