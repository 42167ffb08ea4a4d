/**
 * Thunes carries amounts as decimal numbers in JSON (`"amount": 10.69`). The sandbox reads them
 * into minor units of the currency's precision and does all arithmetic on bigints, so no
 * amount is ever rounded by floating point.
 */

const decimalPattern = /^(\d{1,15})(?:\.(\d+))?$/;

/** The amount in minor units, or null when it is not a non-negative decimal with at most `precision` decimals. */
export function parseDecimalAmount(value: unknown, precision: number): bigint | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = decimalPattern.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > precision) return null;
  return BigInt(match[1]!) * 10n ** BigInt(precision) + BigInt(fraction.padEnd(precision, '0') || '0');
}

/** `12345n` at precision 2 is `"123.45"`; at precision 0, `"12345"`. */
export function formatDecimalAmount(minor: bigint, precision: number): string {
  if (precision === 0) return minor.toString();
  const digits = minor.toString().padStart(precision + 1, '0');
  return `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}

/** The JSON number Thunes would send for it (the decimal text read as a number, no arithmetic). */
export function wireAmount(minor: bigint, precision: number): number {
  return Number(formatDecimalAmount(minor, precision));
}

/** An exchange rate held as an integer over this scale: six decimals. */
const rateScale = 1_000_000n;

export interface AmountConversion {
  /** Destination units per source unit, e.g. `"141.25"` ETB per USD. */
  rate: string;
  sourcePrecision: number;
  destinationPrecision: number;
}

function scaledRate(rate: string): bigint {
  const scaled = parseDecimalAmount(rate, 6);
  if (scaled === null || scaled === 0n) throw new RangeError(`not an exchange rate: ${rate}`);
  return scaled;
}

/** What `sourceMinor` buys at the rate, rounded down to the destination's minor unit. */
export function sourceToDestination(sourceMinor: bigint, { rate, sourcePrecision, destinationPrecision }: AmountConversion): bigint {
  return (
    (sourceMinor * scaledRate(rate) * 10n ** BigInt(destinationPrecision)) /
    (10n ** BigInt(sourcePrecision) * rateScale)
  );
}

/** The smallest source amount that buys at least `destinationMinor`. */
export function destinationToSource(destinationMinor: bigint, { rate, sourcePrecision, destinationPrecision }: AmountConversion): bigint {
  const numerator = destinationMinor * 10n ** BigInt(sourcePrecision) * rateScale;
  const denominator = scaledRate(rate) * 10n ** BigInt(destinationPrecision);
  return (numerator + denominator - 1n) / denominator;
}
