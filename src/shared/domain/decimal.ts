/**
 * Exact fixed-point helpers behind Money and Rate: decimal text <-> bigint counts of
 * 10^-scale, and half-up division. Internal to `shared/domain`; use Money and Rate.
 */

export type ScaledDecimal =
  | { readonly ok: true; readonly units: bigint }
  | { readonly ok: false; readonly reason: 'not_a_decimal' | 'too_many_decimals' };

/** Digits, optionally a dot and more digits, optionally a leading minus. Nothing else. */
const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Reads a plain decimal ("12", "-12.5", "0.05") as a whole number of 10^-scale units.
 * Exponent notation, "+", spaces, thousands separators, "5." and ".5" are not plain decimals.
 * Zeros past `scale` still count as decimals ("1.500" has three).
 */
export function parseScaledDecimal(text: string, scale: number): ScaledDecimal {
  const match = typeof text === 'string' ? PLAIN_DECIMAL.exec(text) : null;
  if (!match) return { ok: false, reason: 'not_a_decimal' };
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > scale) return { ok: false, reason: 'too_many_decimals' };
  return { ok: true, units: BigInt(`${sign}${whole}${fraction.padEnd(scale, '0')}`) };
}

/** Writes `units` of 10^-scale with exactly `scale` decimals: (123450n, 2) -> "1234.50". */
export function formatScaledDecimal(units: bigint, scale: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/**
 * The decimal a JSON number stands for, as plain text: the shortest string that reads back
 * as the same double (what `String(n)` gives), with exponent notation written out
 * (1e21 -> "1000000000000000000000", 1e-7 -> "0.0000001"). So 19.99 is "19.99" and
 * 0.1 + 0.2 is "0.30000000000000004". Undefined for NaN and infinities.
 */
export function numberToPlainDecimal(value: number): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = '', exponent] = match;
  const digits = whole + fraction;
  const pointAt = whole.length + Number(exponent);
  if (pointAt <= 0) return `${sign}0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return `${sign}${digits}${'0'.repeat(pointAt - digits.length)}`;
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}

/**
 * numerator / denominator rounded to the nearest whole number, halves away from zero
 * (2.5 -> 3, -2.5 -> -3): the usual commercial "half-up". `denominator` must be positive.
 */
export function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  if (twiceRemainder < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}
