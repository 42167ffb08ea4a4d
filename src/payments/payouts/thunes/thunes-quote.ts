import { Money } from '../../../shared/domain/money.js';
import { Rate } from '../../../shared/domain/rate.js';
import type { PayoutQuote } from '../payout-rail.port.js';
import { decimalToMinor } from './thunes-amounts.js';
import type { ThunesTransaction } from './thunes-wire.js';

/**
 * What Thunes charges us for a transaction, from the transaction itself: `sent_amount` in USD
 * (the local amount at `wholesale_fx_rate`) and `fee` beside it. Null when a figure is missing,
 * not in USD, or unreadable: the books then fall back to the cost known when the payout was
 * requested. The rate is rounded half-up to a `Rate`'s 4 decimals (it only records the cost;
 * the USD figures are Thunes' own).
 */
export function thunesQuoteOf(transaction: ThunesTransaction): PayoutQuote | null {
  const { sent_amount: sent, fee, wholesale_fx_rate: rate } = transaction;
  if (!sent || !fee || rate === null || rate === undefined || sent.currency !== 'USD' || fee.currency !== 'USD') return null;
  const usd = decimalToMinor(sent.amount, 'USD');
  const feeMinor = decimalToMinor(fee.amount, 'USD');
  const wholesale = Rate.parseRounded(rate);
  if (usd === null || feeMinor === null || wholesale === null) return null;
  return { usd: Money.fromMinor(usd, 'USD'), fee: Money.fromMinor(feeMinor, 'USD'), rate: wholesale };
}
