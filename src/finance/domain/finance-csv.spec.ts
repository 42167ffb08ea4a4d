import { JOURNAL_HEADER, journalRecord, REVENUE_HEADER, revenueRecords, TRIAL_BALANCE_HEADER, trialBalanceRecords } from './finance-csv.js';
import { buildRevenueReport } from './revenue-report.js';
import { buildTrialBalance } from './trial-balance.js';

describe('the finance CSV exports', () => {
  it('trial balance: a line per account with its ledger\'s decimals, then each ledger\'s totals', () => {
    const ledgers = buildTrialBalance(
      [{ id: 800, currency: 'UGX', scale: 0 }],
      [
        { id: 201, ledgerId: 800, code: 'fx_settlement', normalSide: 'debit', description: 'UGX side of the FX liquidity' },
        { id: 202, ledgerId: 800, code: 'partner_float:mtn_momo', normalSide: 'debit', description: 'UGX prefunded at MTN MoMo' },
      ],
      [
        { accountId: 201, ledgerId: 800, debitsPosted: 370000n, creditsPosted: 0n, debitsPending: 0n, creditsPending: 0n },
        { accountId: 202, ledgerId: 800, debitsPosted: 0n, creditsPosted: 370000n, debitsPending: 0n, creditsPending: 0n },
      ],
    );
    expect(TRIAL_BALANCE_HEADER).toBe(
      'As of (UTC),Ledger,Account,Description,Normal side,Posted debits,Posted credits,Pending debits,Pending credits,Debit balance,Credit balance,Balance on normal side\r\n',
    );
    expect(trialBalanceRecords('2026-11-27T00:00:00.000Z', ledgers)).toEqual([
      '2026-11-27T00:00:00.000Z,UGX,fx_settlement,UGX side of the FX liquidity,debit,370000,0,0,0,370000,0,370000\r\n',
      '2026-11-27T00:00:00.000Z,UGX,partner_float:mtn_momo,UGX prefunded at MTN MoMo,debit,0,370000,0,0,0,370000,-370000\r\n',
      '2026-11-27T00:00:00.000Z,UGX,Total,"Debits minus credits: 0 posted, 0 pending",,370000,370000,0,0,370000,370000,\r\n',
    ]);
  });

  it('revenue: a line per corridor and day, then the totals', () => {
    const report = buildRevenueReport('2026-11-01', '2026-11-30', new Set(['fee_revenue', 'dispute_losses']), [
      { kind: 'line', day: '2026-11-03', country: 'kenya', currency: 'KES', account: 'fee_revenue', creditsMinusDebits: 900n },
      { kind: 'line', day: '2026-11-03', country: 'kenya', currency: 'KES', account: 'dispute_losses', creditsMinusDebits: -10900n },
      { kind: 'delivered', day: '2026-11-03', country: 'kenya', currency: 'KES', count: 1 },
    ]);
    expect(REVENUE_HEADER).toBe(
      'Day (UTC),Country,Currency,Transfers delivered,Fee revenue (USD),FX spread revenue (USD),Processor fees (USD),Partner fees (USD),Dispute losses (USD),Payout losses (USD),Net (USD)\r\n',
    );
    expect(revenueRecords(report)).toEqual([
      '2026-11-03,kenya,KES,1,9.00,0.00,0.00,0.00,-109.00,0.00,-100.00\r\n',
      '2026-11-01 to 2026-11-30,Total,,1,9.00,0.00,0.00,0.00,-109.00,0.00,-100.00\r\n',
    ]);
  });

  it('journal: one line per ledger transfer, its amount a decimal in its currency', () => {
    expect(JOURNAL_HEADER).toBe('Booked at (UTC),Entry ID,Ledger,Debit account,Credit account,Amount,Phase,Pending entry ID,Transfer ID,Code,Reference\r\n');
    const entry = {
      bookedAt: '2026-11-03T10:00:00.000000Z',
      id: 'e1',
      currency: 'USD',
      scale: 2,
      debitAccount: 'customer_funds',
      creditAccount: 'fx_settlement',
      amount: 10000n,
      phase: 'post_pending',
      pendingId: 'p1',
      transferId: 't1',
      code: 'payout_posted',
      reference: null,
    };
    expect(journalRecord(entry)).toBe('2026-11-03T10:00:00.000000Z,e1,USD,customer_funds,fx_settlement,100.00,post_pending,p1,t1,payout_posted,\r\n');
    // An entry of no transfer names the provider's record it books.
    expect(journalRecord({ ...entry, debitAccount: 'processor_fees', creditAccount: 'stripe_clearing', amount: 346n, phase: 'single', pendingId: null, transferId: null, code: 'processor_fee', reference: 'stripe:txn_1' })).toBe(
      '2026-11-03T10:00:00.000000Z,e1,USD,processor_fees,stripe_clearing,3.46,single,,,processor_fee,stripe:txn_1\r\n',
    );
    expect(journalRecord({ ...entry, currency: 'UGX', scale: 0, amount: 370000n, pendingId: null })).toContain(',UGX,customer_funds,fx_settlement,370000,post_pending,,t1,');
  });
});
