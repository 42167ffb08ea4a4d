import type { LocalCurrency } from '../ledger/domain/ledger-chart.js';

/** `FLOAT_LOW_THRESHOLDS` read: hundredths per currency (absent: never alerted). */
export function floatThresholds(setting: string): Partial<Record<LocalCurrency, bigint>> {
  const thresholds: Partial<Record<LocalCurrency, bigint>> = {};
  for (const pair of setting.split(',').filter(Boolean)) {
    const [currency, units] = pair.split(':');
    thresholds[currency as LocalCurrency] = BigInt(units!) * 100n;
  }
  return thresholds;
}
