import { ledgerTransferId } from '../../ledger/domain/ledger-id.js';
import type { LedgerTransfer, PostingCode } from '../../ledger/domain/ledger-transfer.js';
import type { AccountCode } from '../../ledger/domain/ledger-chart.js';

/*
 * Postings from Stripe's own records, booked by reconciliation (they belong to no transfer of
 * the product: no event causes them). USD, ids from Stripe's ids so a repeat is a no-op:
 *
 *  a balance transaction's fee      Dr processor_fees   Cr stripe_clearing   fee (a negative fee, returned: the other way)
 *  a payout paid to our bank        Dr company_bank     Cr stripe_clearing   payout amount
 */

function posting(key: string, debit: AccountCode, credit: AccountCode, amount: bigint, code: PostingCode, reference: string): LedgerTransfer {
  return {
    id: ledgerTransferId(`stripe:${key}`),
    ledger: 'USD',
    debit,
    credit,
    amount,
    phase: 'single',
    pendingId: null,
    code,
    transferId: null,
    eventSequence: null,
    linked: false,
    reference,
  };
}

/** Stripe's fee on balance transaction `transactionId` (cents), or null when there is none. */
export function processorFeePosting(transactionId: string, fee: bigint): LedgerTransfer | null {
  if (fee === 0n) return null;
  return fee > 0n
    ? posting(`${transactionId}:fee`, 'processor_fees', 'stripe_clearing', fee, 'processor_fee', transactionId)
    : posting(`${transactionId}:fee`, 'stripe_clearing', 'processor_fees', -fee, 'processor_fee_returned', transactionId);
}

/** A payout of `amount` cents Stripe paid to our bank account. */
export function processorPayoutPosting(payoutId: string, amount: bigint): LedgerTransfer | null {
  if (amount <= 0n) return null;
  return posting(`${payoutId}:paid`, 'company_bank', 'stripe_clearing', amount, 'processor_payout', payoutId);
}
