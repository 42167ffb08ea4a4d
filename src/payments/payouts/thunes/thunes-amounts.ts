import { DomainError } from '../../../shared/domain/domain-error.js';
import { Money, type Currency } from '../../../shared/domain/money.js';
import type { WireDecimal } from './thunes-wire.js';

/**
 * Thunes' decimal amounts (payer limits as strings, the increment as a JSON number) in our
 * minor units (hundredths), exactly: through `Money`, never through float arithmetic.
 */

/**
 * `"75000.00"` -> 7_500_000n, `0.01` -> 1n, `"150"` -> 15_000n. Zeros past the hundredths are
 * dropped (`"10.000"`); null for anything else: a finer amount, a sign, a malformed text.
 */
export function decimalToMinor(value: WireDecimal, currency: Currency): bigint | null {
  try {
    if (typeof value === 'number') return Money.fromNumberInput(value, currency).minor;
    const text = value.trim().replace(/^(\d+\.\d{2})0+$/, '$1');
    return Money.parse(text, currency).minor;
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/**
 * Our amount as the decimal text Thunes takes, with the payer's decimals where the amount
 * allows: 150_000n ERN at precision 0 is `"1500"`, 123_450n ETB is `"1234.50"`. An amount
 * finer than the payer pays keeps its hundredths (and Thunes refuses it, 1003008).
 */
export function minorToDecimal(minor: bigint, currency: Currency, precision: number | null | undefined): string {
  const text = Money.fromMinor(minor, currency).toDecimalString();
  const drop = 2 - Math.max(0, Math.min(2, precision ?? 2));
  if (drop === 0) return text;
  const [whole, fraction] = text.split('.') as [string, string];
  const kept = fraction.slice(0, fraction.length - drop);
  if (/[^0]/.test(fraction.slice(kept.length))) return text;
  return kept ? `${whole}.${kept}` : whole;
}
