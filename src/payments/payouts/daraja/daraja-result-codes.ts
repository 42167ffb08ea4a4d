import type { PayoutStatus } from '../payout-rail.port.js';
import type { PayoutFailureCode } from '../payout-failure.js';
import { resultParametersOf, type DarajaResult } from './daraja-wire.js';

interface DarajaResultCodeEntry {
  /** The ResultDesc M-Pesa sends with the code (a Transaction Status answer repeats it as TransactionReason). */
  desc: string;
  /** null: the payment succeeded. */
  failure: PayoutFailureCode | null;
}

/**
 * The one table of M-Pesa B2C result codes (Daraja's Business To Customer "Result Codes"),
 * keyed by the code as text. A code not in it says nothing final: the payout stays pending.
 */
export const DARAJA_RESULT_CODES: Readonly<Record<string, DarajaResultCodeEntry>> = {
  '0': { desc: 'The service request is processed successfully.', failure: null },
  // Our own utility account is short: nothing the sender can fix; the rail waits for a top-up.
  '1': { desc: 'The balance is insufficient for the transaction.', failure: 'partner_insufficient_balance' },
  '2': { desc: 'Declined due to limit rule', failure: 'amount_outside_limits' },
  '3': { desc: 'Declined due to limit rule: greater than the maximum transaction amount.', failure: 'amount_outside_limits' },
  '4': { desc: 'Declined due to limit rule: would exceed daily transfer limit', failure: 'recipient_limit_exceeded' },
  // The initiator (our credentials) was refused: our side, not the recipient's.
  '2001': { desc: 'The initiator information is invalid.', failure: 'partner_unavailable' },
  '2028': { desc: 'The request is not permitted according to product assignment.', failure: 'partner_declined' },
  '2040': {
    desc: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
    failure: 'recipient_not_registered',
  },
  SFC_IC0003: { desc: 'The operator does not exist.', failure: 'recipient_not_registered' },
  // A queue timeout: M-Pesa never processed the request.
  '26': { desc: 'System busy. The service request is rejected.', failure: 'partner_unavailable' },
};

/**
 * Daraja's answer to a Transaction Status query about a payment it does not hold (the code its
 * Reversal API documents). It is not a failure: M-Pesa answers it too for a payment it is still
 * processing (not yet in the transaction store), so it is `not_found`, "not yet", until the rail's
 * grace period after the request has passed (a payment that timed out in the queue ends there).
 */
export const DARAJA_TRANSACTION_NOT_FOUND = 'R000002';

/** What a B2C result code means for the payout: an unknown code is pending, never final. */
export function payoutStatusOfResultCode(code: string | number, desc: string, receipt: string | null): PayoutStatus {
  const entry = DARAJA_RESULT_CODES[String(code).trim()];
  if (!entry) return { state: 'pending' };
  if (entry.failure === null) return receipt ? { state: 'delivered', receipt } : { state: 'pending' };
  return { state: 'failed', code: entry.failure, detail: desc || entry.desc };
}

/**
 * The failure a result description names (a declined payment's TransactionReason). Compared
 * without case and a trailing full stop; a description not in the table is a plain decline.
 */
export function failureOfResultDescription(desc: string): PayoutFailureCode {
  const wanted = normalise(desc);
  const entry = Object.values(DARAJA_RESULT_CODES).find((candidate) => normalise(candidate.desc) === wanted);
  return entry?.failure ?? 'partner_declined';
}

/**
 * The payout status a Transaction Status result reports. The result's own ResultCode is the
 * query's: 0 means the payment was found and `TransactionStatus` tells its state; R000002
 * means M-Pesa holds no such payment; anything else (2001: our query was refused) says
 * nothing about the payment.
 */
export function payoutStatusOfTransactionStatus(result: DarajaResult): PayoutStatus {
  if (result.ResultCode === DARAJA_TRANSACTION_NOT_FOUND) return { state: 'not_found' };
  if (result.ResultCode !== '0') return { state: 'pending' };
  const parameters = resultParametersOf(result);
  switch (parameters['TransactionStatus']?.toLowerCase()) {
    case 'completed': {
      const receipt = parameters['ReceiptNo'] || receiptOfTransactionId(result.TransactionID);
      return receipt ? { state: 'delivered', receipt } : { state: 'pending' };
    }
    case 'declined': {
      const reason = parameters['TransactionReason'] ?? '';
      return { state: 'failed', code: failureOfResultDescription(reason), detail: reason || 'Declined by M-Pesa.' };
    }
    default:
      return { state: 'pending' };
  }
}

// The result's own TransactionID names the query, zero-padded after the receipt's prefix
// (OAK0000000 for receipt OAK41H6R0F): it is the receipt only when it is not padded.
function receiptOfTransactionId(transactionId: string | undefined): string | null {
  return transactionId && !/0{7}$/.test(transactionId) ? transactionId : null;
}

function normalise(text: string): string {
  return text.trim().replace(/\.$/, '').toLowerCase();
}
