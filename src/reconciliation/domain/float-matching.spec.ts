import { matchFloat, type FloatComparison } from './float-matching.js';

const AS_OF = new Date('2026-11-26T10:00:00Z');
const float = (reportedMinor: bigint, fields: Partial<FloatComparison> = {}): FloatComparison => ({
  rail: 'mtn_momo',
  currency: 'UGX',
  reportedMinor,
  asOf: AS_OF,
  postedMinor: 50_000_000_00n,
  pendingPayoutsMinor: 0n,
  pendingTopUpsMinor: 0n,
  ...fields,
});

describe("Matching a partner's balance with the books' float", () => {
  it('agrees to the unit, and within what is in flight: payouts the partner may have paid, top-ups it may have credited', () => {
    expect(matchFloat(float(50_000_000_00n))).toEqual({ agrees: true, key: 'float:UGX' });
    expect(matchFloat(float(49_990_000_00n, { pendingPayoutsMinor: 10_000_00n }))).toMatchObject({ agrees: true });
    expect(matchFloat(float(50_500_000_00n, { pendingTopUpsMinor: 500_000_00n }))).toMatchObject({ agrees: true });
  });

  it('finds a partner holding less than the books say beyond the payouts in flight, with both figures', () => {
    const match = matchFloat(float(49_900_000_00n, { pendingPayoutsMinor: 10_000_00n }));
    expect(match).toMatchObject({
      agrees: false,
      finding: {
        provider: 'mtn_momo',
        key: 'float:UGX',
        kind: 'amount_differs',
        currency: 'UGX',
        providerAmount: 49_900_000_00n,
        booksAmount: 50_000_000_00n,
        providerRecords: [{ id: 'mtn_momo:UGX', amount: '4990000000', at: AS_OF.toISOString() }],
        ourEntries: [{ id: 'partner_float:mtn_momo', amount: '5000000000' }],
        transferId: null,
      },
    });
  });

  it('finds a partner holding more than the books say beyond the top-ups in flight', () => {
    expect(matchFloat(float(50_000_000_01n, { pendingPayoutsMinor: 10_000_00n }))).toMatchObject({ agrees: false, finding: { providerAmount: 50_000_000_01n } });
  });
});
