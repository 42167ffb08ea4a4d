/**
 * An amount in a ledger's unit as the decimal an accountant reads, with exactly the ledger's
 * decimals: (123450n, 2) -> "1234.50", (-5n, 2) -> "-0.05", (250000n, 0) -> "250000" (UGX has
 * no minor unit, so no decimal point).
 */
export function ledgerDecimal(units: bigint, scale: number): string {
  if (!Number.isInteger(scale) || scale < 0) throw new Error(`A ledger's scale is a whole number of decimals, not ${scale}`);
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString();
  if (scale === 0) return `${sign}${digits}`;
  const padded = digits.padStart(scale + 1, '0');
  return `${sign}${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
}
