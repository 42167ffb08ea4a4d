import { partnerFloatsOf } from './partner-floats.js';
import { buildTrialBalance } from './trial-balance.js';

describe('float per partner', () => {
  it('reads every partner float account of the books: its balance, the payouts and top-ups pending on it, what is available', () => {
    const trialBalance = buildTrialBalance(
      [
        { id: 840, currency: 'USD', scale: 2 },
        { id: 800, currency: 'UGX', scale: 0 },
      ],
      [
        { id: 1, ledgerId: 840, code: 'stripe_clearing', normalSide: 'debit', description: '' },
        { id: 201, ledgerId: 800, code: 'fx_settlement', normalSide: 'debit', description: '' },
        { id: 202, ledgerId: 800, code: 'partner_float:mtn_momo', normalSide: 'debit', description: '' },
      ],
      // Topped up 1,000,000 and confirmed, 370,000 paid out; 50,000 reserved for a payout, 200,000 topped up not yet confirmed.
      [{ accountId: 202, ledgerId: 800, debitsPosted: 1_000_000n, creditsPosted: 370_000n, debitsPending: 200_000n, creditsPending: 50_000n }],
    );
    expect(partnerFloatsOf(trialBalance)).toEqual([
      { rail: 'mtn_momo', currency: 'UGX', scale: 0, balance: 630_000n, pendingPayouts: 50_000n, pendingTopUps: 200_000n, available: 580_000n },
    ]);
  });
});
