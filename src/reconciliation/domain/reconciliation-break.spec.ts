import { correctionPosting, correctionProblem } from './correction.js';
import { isLate, statusAfter, statusWhenFoundAgain } from './reconciliation-break.js';
import { processorFeePosting, processorPayoutPosting } from './stripe-postings.js';

describe('A reconciliation break', () => {
  it('is late once older than a day', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(isLate(new Date('2026-11-25T12:30:00Z'), now)).toBe(false);
    expect(isLate(new Date('2026-11-25T11:30:00Z'), now)).toBe(true);
  });

  it('found again keeps an operator’s decision unless its difference changed, and reopens once it had closed by itself', () => {
    expect(statusWhenFoundAgain('explained', 500n, 500n)).toBe('explained');
    expect(statusWhenFoundAgain('explained', 500n, 700n)).toBe('open');
    expect(statusWhenFoundAgain('resolved', 500n, 500n)).toBe('open');
    expect(statusWhenFoundAgain('escalated', 500n, 500n)).toBe('escalated');
  });

  it('is explained, corrected or escalated once: a second click finds nothing to do', () => {
    expect(statusAfter('explain', 'open')).toBe('explained');
    expect(statusAfter('explain', 'explained')).toBeNull();
    expect(statusAfter('correct', 'escalated')).toBe('corrected');
    expect(statusAfter('correct', 'corrected')).toBeNull();
    expect(statusAfter('escalate', 'open')).toBe('escalated');
    expect(statusAfter('escalate', 'escalated')).toBeNull();
    expect(statusAfter('explain', 'resolved')).toBeNull();
  });
});

describe('Postings from Stripe’s records and corrections', () => {
  it('books a fee to processor_fees and a payout to the bank, each with an id from Stripe’s id', () => {
    expect(processorFeePosting('txn_1', 320n)).toMatchObject({ ledger: 'USD', debit: 'processor_fees', credit: 'stripe_clearing', amount: 320n, code: 'processor_fee', transferId: null, reference: 'txn_1' });
    expect(processorFeePosting('txn_1', 320n)!.id).toBe(processorFeePosting('txn_1', 320n)!.id);
    expect(processorFeePosting('txn_2', -1_500n)).toMatchObject({ debit: 'stripe_clearing', credit: 'processor_fees', amount: 1_500n, code: 'processor_fee_returned' });
    expect(processorFeePosting('txn_3', 0n)).toBeNull();
    expect(processorPayoutPosting('po_1', 12_077n)).toMatchObject({ debit: 'company_bank', credit: 'stripe_clearing', amount: 12_077n, code: 'processor_payout', reference: 'po_1' });
  });

  it('corrects only between the accounts offered for the currency, for a positive amount', () => {
    expect(correctionProblem('USD', { debit: 'stripe_clearing', credit: 'reconciliation_suspense', amountMinor: 4_321n })).toBeNull();
    expect(correctionProblem('USD', { debit: 'stripe_clearing', credit: 'fee_revenue', amountMinor: 1n })).toMatchObject({ field: 'credit' });
    expect(correctionProblem('USD', { debit: 'stripe_clearing', credit: 'stripe_clearing', amountMinor: 1n })).toMatchObject({ field: 'credit' });
    expect(correctionProblem('USD', { debit: 'stripe_clearing', credit: 'company_bank', amountMinor: 0n })).toMatchObject({ field: 'amount' });
    expect(correctionProblem('UGX', { debit: 'partner_float:mtn_momo', credit: 'fx_settlement', amountMinor: 150n })).toMatchObject({ field: 'amount' });
    const posting = correctionPosting('b-1', 'stripe:charge:ch_9', 'USD', { debit: 'stripe_clearing', credit: 'reconciliation_suspense', amountMinor: 4_321n });
    expect(posting).toMatchObject({ code: 'reconciliation_correction', reference: 'stripe:charge:ch_9', amount: 4_321n, transferId: null, phase: 'single' });
  });
});
