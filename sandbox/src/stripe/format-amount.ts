// Stripe's zero- and three-decimal currencies; every other currency has two decimals.
const zeroDecimal = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);
const threeDecimal = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

/** An amount in minor units as a person reads it: 12345 usd → "123.45 USD". */
export function formatAmount(minorUnits: number, currency: string): string {
  const code = currency.toLowerCase();
  const decimals = zeroDecimal.has(code) ? 0 : threeDecimal.has(code) ? 3 : 2;
  const major = (minorUnits / 10 ** decimals).toFixed(decimals);
  return `${major} ${code.toUpperCase()}`;
}
