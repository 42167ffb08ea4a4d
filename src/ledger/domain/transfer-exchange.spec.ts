import type { TransferEvent } from '../../transfers/domain/transfer.events.js';
import type { LedgerTransfer } from './ledger-transfer.js';
import { transferExchange } from './transfer-exchange.js';

const entry = (fields: Partial<LedgerTransfer>): LedgerTransfer =>
  ({ id: 'x', ledger: 'USD', phase: 'single', pendingId: null, transferId: 't', eventSequence: 1, linked: false, ...fields }) as LedgerTransfer;

describe('transferExchange', () => {
  const requested: TransferEvent = { type: 'PayoutRequested', attempt: 1, reference: 'r', rail: 'thunes', costRate: '157.0000' };
  const quoted: TransferEvent = { type: 'PayoutDispatched', payoutId: '1', rail: 'thunes', attempt: 1, cost: { usd: '97.95', fee: '2.00', rate: '158.2500' } };

  it("takes the partner's quoted rate over the one known at the request, and nets spread and fee from the books", () => {
    const entries = [
      entry({ debit: 'fx_settlement', credit: 'fx_spread_revenue', amount: 205n, code: 'fx_spread_earned' }),
      entry({ debit: 'partner_fees', credit: 'fx_settlement', amount: 200n, code: 'partner_fee' }),
    ];
    expect(transferExchange([requested, quoted], entries)).toEqual({ costRate: '158.2500', costSource: 'partner_quote', spreadMinor: 205n, partnerFeeMinor: 200n });
  });

  it('counts a spread booked as a loss negative, and a reversal back to zero', () => {
    const loss = entry({ debit: 'fx_spread_revenue', credit: 'fx_settlement', amount: 340n, code: 'fx_spread_earned' });
    expect(transferExchange([requested], [loss]).spreadMinor).toBe(-340n);
    const reversal = entry({ debit: 'fx_settlement', credit: 'fx_spread_revenue', amount: 340n, code: 'fx_spread_reversed' });
    expect(transferExchange([requested], [loss, reversal])).toMatchObject({ costSource: 'at_request', costRate: '157.0000', spreadMinor: 0n });
  });

  it('knows nothing of a transfer whose cost was never known', () => {
    expect(transferExchange([{ type: 'PayoutRequested', attempt: 1, reference: 'r', rail: 'daraja' }], [])).toEqual({
      costRate: null,
      costSource: null,
      spreadMinor: null,
      partnerFeeMinor: null,
    });
  });
});
