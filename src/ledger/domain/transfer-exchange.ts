import type { TransferEvent } from '../../transfers/domain/transfer.events.js';
import type { LedgerTransfer } from './ledger-transfer.js';

/** Where a transfer's cost rate came from: the partner's price of its payout, or the cost known when the payout was requested. */
export type ExchangeCostSource = 'partner_quote' | 'at_request';

/** A transfer's exchange as its books have it: USD hundredths, signed (a negative spread is a loss). */
export interface TransferExchange {
  costRate: string | null;
  costSource: ExchangeCostSource | null;
  /** Net FX spread booked (null: none booked, the cost unknown or nothing delivered). */
  spreadMinor: bigint | null;
  /** Net partner fee booked (null: none). */
  partnerFeeMinor: bigint | null;
}

/**
 * The exchange of a transfer from its events (the cost rate: the last partner quote, else the
 * last rate recorded with a payout request) and its ledger entries (the spread and partner fee
 * booked, net of reversals). Ledger amounts are USD cents (scale 2).
 */
export function transferExchange(events: readonly TransferEvent[], entries: readonly LedgerTransfer[]): TransferExchange {
  let quoted: string | null = null;
  let requested: string | null = null;
  for (const event of events) {
    if (event.type === 'PayoutDispatched' && event.cost) quoted = event.cost.rate;
    if (event.type === 'PayoutRequested' && event.costRate) requested = event.costRate;
  }
  let spread: bigint | null = null;
  let fee: bigint | null = null;
  for (const entry of entries) {
    if (entry.ledger !== 'USD') continue;
    if (entry.code === 'fx_spread_earned' || entry.code === 'fx_spread_reversed') {
      const toRevenue = entry.credit === 'fx_spread_revenue' ? entry.amount : -entry.amount;
      spread = (spread ?? 0n) + toRevenue;
    }
    if (entry.code === 'partner_fee' || entry.code === 'partner_fee_reversed') {
      const toFees = entry.debit === 'partner_fees' ? entry.amount : -entry.amount;
      fee = (fee ?? 0n) + toFees;
    }
  }
  return {
    costRate: quoted ?? requested,
    costSource: quoted ? 'partner_quote' : requested ? 'at_request' : null,
    spreadMinor: spread,
    partnerFeeMinor: fee,
  };
}
