import type { PartnerBalanceReading } from '../payout-rail.port.js';
import { resultParametersOf, type DarajaResult } from './daraja-wire.js';

/** The account of the short code that pays B2C: our float at Safaricom. */
const PAYING_ACCOUNT = 'Utility Account';
const EAT_OFFSET_MS = 3 * 3600_000;

/**
 * An Account Balance result's `AccountBalance` parameter, in Safaricom's format: accounts
 * joined by `&`, each `name|currency|current|available|reserved|uncleared` (e.g.
 * `Utility Account|KES|228037.00|228037.00|0.00|0.00`). Answers the utility account's available
 * balance, as of `BOCompletedTime` (yyyyMMddHHmmss, Kenya time) or `receivedAt`; null when the
 * result failed or cannot be read.
 */
export function readAccountBalance(result: DarajaResult, receivedAt: Date): PartnerBalanceReading[] | null {
  if (result.ResultCode !== '0') return null;
  const parameters = resultParametersOf(result);
  const accounts = (parameters['AccountBalance'] ?? '').split('&').map((line) => line.split('|').map((field) => field.trim()));
  const utility = accounts.find((fields) => fields[0] === PAYING_ACCOUNT);
  if (!utility || utility[1] !== 'KES' || !/^-?\d+(\.\d{1,2})?$/.test(utility[3] ?? '')) return null;
  const [whole, fraction = ''] = utility[3]!.replace('-', '').split('.');
  const minor = (BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'))) * (utility[3]!.startsWith('-') ? -1n : 1n);
  return [{ currency: 'KES', availableMinor: minor, asOf: eatTime(parameters['BOCompletedTime']) ?? receivedAt }];
}

/** `20240706224852` in Kenya's time (UTC+3), or null. */
function eatTime(text: string | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - EAT_OFFSET_MS);
}
