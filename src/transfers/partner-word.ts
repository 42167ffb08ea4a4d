import type { PayoutQuote, PayoutStatus } from '../payments/payouts/payout-rail.port.js';
import type { PayoutCost } from './domain/transfer.events.js';
import type { PartnerWord } from './domain/payout-attempt.js';

/**
 * A rail's answer as the attempt's partner word. `pending` means the partner holds the payout
 * (it answered a dispatch or a status query about it); a status query whose answer comes later
 * by callback says nothing yet (null).
 */
export function partnerWordOf(status: PayoutStatus, partnerPayoutId?: string): PartnerWord | null {
  const id = partnerPayoutId ? { partnerPayoutId } : {};
  switch (status.state) {
    case 'pending':
      return { state: 'accepted', ...id };
    case 'ready_for_pickup':
      return { state: 'ready_for_pickup', pickupCode: status.pickupCode, ...id };
    case 'delivered':
      return { state: 'delivered', receipt: status.receipt, ...id };
    case 'failed':
      return { state: 'failed', code: status.code, detail: status.detail, ...id };
    case 'cancelled':
      return { state: 'cancelled', detail: status.detail };
    case 'reversed':
      return { state: 'reversed', detail: status.detail };
    case 'not_found':
      return { state: 'not_found' };
    case 'awaiting_callback':
      return null;
    default: {
      const unhandled: never = status;
      throw new Error(`Unknown payout status ${JSON.stringify(unhandled)}`);
    }
  }
}

/** A partner's quote of a payout as the transfer's event records it. */
export function payoutCostOf(quote: PayoutQuote): PayoutCost {
  return { usd: quote.usd.toDecimalString(), fee: quote.fee.toDecimalString(), rate: quote.rate.toDecimalString() };
}
