import { ledgerDecimal } from './ledger-decimal.js';

/**
 * An amount the product keeps in hundredths of its currency (`Money.minor`, UGX included) as a
 * decimal with its ledger's decimals: "1234.50" for KES, "250000" for UGX. A UGX figure that
 * is not whole shillings (a partner's odd report) keeps its two decimals rather than be
 * rounded.
 */
export function hundredthsAsDecimal(minor: bigint, scale: number): string {
  const divisor = 10n ** BigInt(2 - scale);
  return minor % divisor === 0n ? ledgerDecimal(minor / divisor, scale) : ledgerDecimal(minor, 2);
}
