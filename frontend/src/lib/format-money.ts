const DECIMAL = /^-?\d+(\.\d+)?$/;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

// Intl formats decimal strings exactly, so amounts the API sends as strings keep their precision.
type Formattable = number | `${number}`;

function toFormattable(amount: number | string): Formattable | undefined {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : undefined;
  const trimmed = amount.trim();
  return DECIMAL.test(trimmed) ? (trimmed as `${number}`) : undefined;
}

/**
 * "$1,234.50" for USD, "1,234.50 KES" for any other currency (spec section 9).
 * An amount that is not a number shows "$0.00".
 */
export function formatMoney(amount: number | string, currencyCode = 'USD'): string {
  const value = toFormattable(amount);
  if (value === undefined) return usd.format(0);
  if (currencyCode === 'USD') return usd.format(value);
  return `${twoDecimals.format(value)} ${currencyCode}`;
}
