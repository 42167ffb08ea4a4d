import { buildTrialBalance, trialBalanceView, type AccountSums, type ChartAccount, type ChartLedger } from './trial-balance.js';

const LEDGERS: ChartLedger[] = [
  { id: 840, currency: 'USD', scale: 2 },
  { id: 800, currency: 'UGX', scale: 0 },
];
const ACCOUNTS: ChartAccount[] = [
  { id: 1, ledgerId: 840, code: 'stripe_clearing', normalSide: 'debit', description: 'Stripe' },
  { id: 2, ledgerId: 840, code: 'customer_funds', normalSide: 'credit', description: 'Held' },
  { id: 3, ledgerId: 840, code: 'fee_revenue', normalSide: 'credit', description: 'Fees' },
  { id: 4, ledgerId: 840, code: 'fx_settlement', normalSide: 'credit', description: 'FX' },
  { id: 9, ledgerId: 840, code: 'company_bank', normalSide: 'debit', description: 'Bank' },
  { id: 201, ledgerId: 800, code: 'fx_settlement', normalSide: 'debit', description: 'FX' },
  { id: 202, ledgerId: 800, code: 'partner_float:mtn_momo', normalSide: 'debit', description: 'MoMo' },
];
const sums = (accountId: number, ledgerId: number, dp: bigint, cp: bigint, dpe = 0n, cpe = 0n): AccountSums => ({
  accountId,
  ledgerId,
  debitsPosted: dp,
  creditsPosted: cp,
  debitsPending: dpe,
  creditsPending: cpe,
});

// A $100 card transfer to Uganda (fee $9) delivered, and a second one paid whose payout is pending.
const BOOKS = [
  sums(1, 840, 21800n, 0n),
  sums(2, 840, 10900n, 21800n, 10000n, 0n),
  sums(3, 840, 0n, 900n),
  sums(4, 840, 0n, 10000n, 0n, 10000n),
  sums(201, 800, 370000n, 0n, 370000n, 0n),
  sums(202, 800, 0n, 370000n, 0n, 370000n),
];

describe('the trial balance', () => {
  it('lists every account of the chart, those never moved at zero, each ledger summing to zero', () => {
    const [usd, ugx] = buildTrialBalance(LEDGERS, ACCOUNTS, BOOKS);
    expect(usd.accounts.map((line) => [line.code, line.balance, line.debitBalance, line.creditBalance])).toEqual([
      ['stripe_clearing', 21800n, 21800n, 0n],
      ['customer_funds', 10900n, 0n, 10900n],
      ['fee_revenue', 900n, 0n, 900n],
      ['fx_settlement', 10000n, 0n, 10000n],
      ['company_bank', 0n, 0n, 0n],
    ]);
    expect(usd.totals).toEqual({ debitsPosted: 32700n, creditsPosted: 32700n, debitsPending: 10000n, creditsPending: 10000n, debitBalance: 21800n, creditBalance: 21800n });
    expect([usd.difference, usd.pendingDifference, usd.balanced]).toEqual([0n, 0n, true]);
    expect(ugx.accounts.map((line) => [line.code, line.balance])).toEqual([
      ['fx_settlement', 370000n],
      ['partner_float:mtn_momo', -370000n],
    ]);
    expect(ugx.balanced).toBe(true);
  });

  it('shows a ledger that does not sum to zero, and by how much', () => {
    const [usd] = buildTrialBalance(LEDGERS, ACCOUNTS, [sums(1, 840, 500n, 0n), sums(3, 840, 0n, 450n, 0n, 20n)]);
    expect([usd.difference, usd.pendingDifference, usd.balanced]).toEqual([50n, -20n, false]);
  });

  it('keeps sums booked to an account the chart does not list, rather than hide them', () => {
    const [usd] = buildTrialBalance(LEDGERS, ACCOUNTS, [sums(1, 840, 500n, 0n), sums(77, 840, 0n, 500n)]);
    expect(usd.accounts.at(-1)).toMatchObject({ code: 'account #77', creditsPosted: 500n });
    expect(usd.balanced).toBe(true);
  });

  it('writes amounts with the ledger\'s decimals: cents in USD, whole shillings in UGX', () => {
    const [usd, ugx] = trialBalanceView(buildTrialBalance(LEDGERS, ACCOUNTS, BOOKS));
    expect(usd.accounts[2]).toMatchObject({ code: 'fee_revenue', creditsPosted: '9.00', balance: '9.00', debitBalance: '0.00' });
    expect(usd.totals.debitBalance).toBe('218.00');
    expect(usd.difference).toBe('0.00');
    expect(ugx.accounts[1]).toMatchObject({ code: 'partner_float:mtn_momo', creditsPosted: '370000', balance: '-370000', creditsPending: '370000' });
    expect(ugx.difference).toBe('0');
  });
});
