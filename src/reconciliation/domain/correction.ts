import { toLedgerUnits } from '../../ledger/domain/ledger-amount.js';
import { findAccount, type AccountCode } from '../../ledger/domain/ledger-chart.js';
import { ledgerTransferId } from '../../ledger/domain/ledger-id.js';
import type { LedgerTransfer } from '../../ledger/domain/ledger-transfer.js';
import type { Currency } from '../../shared/domain/money.js';

/**
 * The accounts an operator may correct a break of each currency with: the provider's side
 * (Stripe's balance, a partner's float), where unattributed money waits (suspense), and the
 * accounts a difference usually belongs to. Nothing else: a correction never touches revenue.
 */
export const CORRECTION_ACCOUNTS: Readonly<Record<Currency, readonly AccountCode[]>> = {
  USD: ['stripe_clearing', 'reconciliation_suspense', 'processor_fees', 'company_bank', 'customer_funds', 'refunds_payable', 'dispute_losses', 'payout_losses'],
  KES: ['partner_float:daraja', 'fx_settlement'],
  UGX: ['partner_float:mtn_momo', 'fx_settlement'],
  ETB: ['partner_float:thunes', 'fx_settlement'],
  ERN: ['partner_float:thunes', 'fx_settlement'],
};

export interface CorrectionRequest {
  debit: string;
  credit: string;
  /** In the currency's hundredths. */
  amountMinor: bigint;
}

/** Why a correction is refused, in words for the operator (null: it may be posted). */
export function correctionProblem(currency: Currency, request: CorrectionRequest): { field: 'debit' | 'credit' | 'amount'; message: string } | null {
  const allowed = CORRECTION_ACCOUNTS[currency] as readonly string[];
  if (!allowed.includes(request.debit)) return { field: 'debit', message: `Choose the account to debit among ${allowed.join(', ')}.` };
  if (!allowed.includes(request.credit)) return { field: 'credit', message: `Choose the account to credit among ${allowed.join(', ')}.` };
  if (request.debit === request.credit) return { field: 'credit', message: 'Debit and credit two different accounts.' };
  if (request.amountMinor <= 0n) return { field: 'amount', message: 'The amount must be more than zero.' };
  try {
    toLedgerUnits(request.amountMinor, currency);
  } catch {
    return { field: 'amount', message: `${currency} has no fraction of its unit: give a whole amount.` };
  }
  return null;
}

/**
 * The correcting ledger transfer of break `breakId` (one per break: its id comes from the
 * break's, so posting it twice is a no-op): a new transfer, never an edit. It names the break's
 * provider record (`provider:key`), so the next run counts it on the books' side of that record.
 */
export function correctionPosting(breakId: string, reference: string, currency: Currency, request: CorrectionRequest): LedgerTransfer {
  const problem = correctionProblem(currency, request);
  if (problem) throw new Error(problem.message);
  if (!findAccount(currency, request.debit) || !findAccount(currency, request.credit)) throw new Error(`The ${currency} ledger has no such account`);
  return {
    id: ledgerTransferId(`correction:${breakId}`),
    ledger: currency,
    debit: request.debit as AccountCode,
    credit: request.credit as AccountCode,
    amount: toLedgerUnits(request.amountMinor, currency),
    phase: 'single',
    pendingId: null,
    code: 'reconciliation_correction',
    transferId: null,
    eventSequence: null,
    linked: false,
    reference,
  };
}
