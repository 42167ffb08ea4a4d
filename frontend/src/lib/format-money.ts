import { activeLocale } from './i18n/active-language';

const DECIMAL = /^-?\d+(\.\d+)?$/;

// One pair of formatters per locale: making one is what costs.
const formatters = new Map<string, { usd: Intl.NumberFormat; twoDecimals: Intl.NumberFormat }>();

function formattersFor(locale: string) {
  let found = formatters.get(locale);
  if (!found) {
    found = {
      usd: new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
      twoDecimals: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    formatters.set(locale, found);
  }
  return found;
}

// Intl formats decimal strings exactly, so amounts the API sends as strings keep their precision.
type Formattable = number | `${number}`;

function toFormattable(amount: number | string): Formattable | undefined {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : undefined;
  const trimmed = amount.trim();
  return DECIMAL.test(trimmed) ? (trimmed as `${number}`) : undefined;
}

/**
 * "$1,234.50" for USD, "1,234.50 KES" for any other currency (spec section 9), in English; in
 * another language, `Intl`'s way of writing them in its locale. An amount that is not a number
 * shows as zero dollars.
 */
export function formatMoney(amount: number | string, currencyCode = 'USD'): string {
  const { usd, twoDecimals } = formattersFor(activeLocale());
  const value = toFormattable(amount);
  if (value === undefined) return usd.format(0);
  if (currencyCode === 'USD') return usd.format(value);
  return `${twoDecimals.format(value)} ${currencyCode}`;
}
