import { matchAttempt, payoutMoneyOf, type AttemptComparison } from './partner-matching.js';

const comparison = (ours: string, partners: string): AttemptComparison => ({
  rail: 'thunes',
  reference: 'tr-1-1',
  transferId: 'tr-1',
  attempt: 1,
  ours,
  partners,
  partnerPayoutId: '4711',
  amountMinor: 1_550_000n,
  currency: 'ETB',
  at: new Date('2026-11-26T10:00:00Z'),
});

describe("Matching our payout attempts with the partners' word", () => {
  it('agrees when the money did the same on both sides, whatever each calls it', () => {
    expect(matchAttempt(comparison('delivered', 'delivered'))).toEqual({ agrees: true, key: 'attempt:tr-1-1' });
    expect(matchAttempt(comparison('cancelled', 'failed'))).toEqual({ agrees: true, key: 'attempt:tr-1-1' });
    expect(matchAttempt(comparison('failed', 'not_found'))).toEqual({ agrees: true, key: 'attempt:tr-1-1' });
    expect(matchAttempt(comparison('ready_for_pickup', 'ready_for_pickup'))).toMatchObject({ agrees: true });
  });

  it('leaves a payout the partner is still moving for a later run', () => {
    expect(matchAttempt(comparison('delivered', 'pending'))).toEqual({ agrees: false, inFlight: true });
    expect(matchAttempt(comparison('delivered', 'awaiting_callback'))).toEqual({ agrees: false, inFlight: true });
  });

  it('finds a payout the partner took back while we hold it delivered, with what each side says reached the recipient', () => {
    const match = matchAttempt(comparison('delivered', 'reversed'));
    expect(match).toMatchObject({
      agrees: false,
      inFlight: false,
      finding: {
        provider: 'thunes',
        key: 'attempt:tr-1-1',
        kind: 'status_differs',
        currency: 'ETB',
        providerAmount: 0n,
        booksAmount: 1_550_000n,
        providerRecords: [{ id: '4711', what: 'payout reversed at the partner', amount: '0' }],
        ourEntries: [{ id: 'tr-1-1', what: 'attempt 1 delivered', amount: '1550000', transferId: 'tr-1' }],
        transferId: 'tr-1',
      },
    });
  });

  it('finds a payout the partner paid while we hold it failed (paid for nothing on our books)', () => {
    expect(matchAttempt(comparison('failed', 'delivered'))).toMatchObject({ finding: { providerAmount: 1_550_000n, booksAmount: 0n } });
  });

  it('reads every state of either side into what its money did; an unknown one is still moving', () => {
    expect(['delivered', 'ready_for_pickup', 'reversed', 'accepted', 'SOMETHING'].map(payoutMoneyOf)).toEqual(['paid', 'held', 'unpaid', 'moving', 'moving']);
  });
});
