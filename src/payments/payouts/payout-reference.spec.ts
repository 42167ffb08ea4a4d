import fc from 'fast-check';
import { payoutCallbackReading, payoutReference, transferIdOfPayoutReference } from './payout-reference.js';

const transferId = '7f1c2a9e-4b3d-4e8f-9a6b-1c2d3e4f5a6b';
const attempt = fc.integer({ min: 1, max: 10_000 });

describe('payoutReference', () => {
  it('is the transfer id itself for the first attempt, so payouts sent before retries keep their ids', () => {
    expect(payoutReference(transferId, 1)).toBe(transferId);
  });

  it('suffixes a retry with -r and the attempt number', () => {
    expect(payoutReference(transferId, 2)).toBe(`${transferId}-r2`);
    expect(payoutReference(transferId, 12)).toBe(`${transferId}-r12`);
  });

  it('differs between the attempts of one transfer, and between transfers', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), attempt, attempt, (one, other, first, second) => {
        fc.pre(one !== other || first !== second);
        expect(payoutReference(one, first)).not.toBe(payoutReference(other, second));
      }),
    );
  });

  it('fits the shortest partner limit (Thunes external_id, 64 characters) for any plausible attempt', () => {
    expect(payoutReference(transferId, 9_999).length).toBeLessThanOrEqual(64);
  });

  it('refuses an attempt that is not a whole number from 1', () => {
    for (const wrong of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => payoutReference(transferId, wrong)).toThrow(RangeError);
    }
  });
});

describe('transferIdOfPayoutReference', () => {
  it('gives back the transfer of any attempt', () => {
    fc.assert(
      fc.property(fc.uuid(), attempt, (id, n) => {
        expect(transferIdOfPayoutReference(payoutReference(id, n))).toBe(id);
      }),
    );
  });

  it('leaves a transfer id (a first attempt) as it is, whatever its last hex group', () => {
    for (const id of [transferId, '00000000-0000-4000-8000-000000000000', 'ffffffff-ffff-4fff-bfff-ffffffffffff']) {
      expect(transferIdOfPayoutReference(id)).toBe(id);
    }
  });

  it('strips only a trailing -r and digits', () => {
    expect(transferIdOfPayoutReference(`${transferId}-r2-x`)).toBe(`${transferId}-r2-x`);
    expect(transferIdOfPayoutReference(`${transferId}-r`)).toBe(`${transferId}-r`);
    expect(transferIdOfPayoutReference('tr_1-r3')).toBe('tr_1');
  });
});

describe('payoutCallbackReading', () => {
  it("names the attempt's transfer and the attempt itself", () => {
    expect(payoutCallbackReading(`${transferId}-r2`, null)).toEqual({ transferId, reference: `${transferId}-r2`, confirmed: null });
    expect(payoutCallbackReading(transferId, { state: 'pending' })).toEqual({ transferId, reference: transferId, confirmed: { state: 'pending' } });
  });
});
