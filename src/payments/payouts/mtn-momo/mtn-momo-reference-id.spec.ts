import { payoutReference } from '../payout-reference.js';
import { momoReferenceId } from './mtn-momo-reference-id.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('momoReferenceId', () => {
  it('is the same for the same transfer, every time', () => {
    const transferId = '7f1c2a9e-4b3d-4e8f-9a6b-1c2d3e4f5a6b';
    expect(momoReferenceId(transferId)).toBe(momoReferenceId(transferId));
  });

  it('is a UUID version 4 with the RFC 4122 variant, as MoMo requires', () => {
    for (const transferId of ['a', 'tr_1', '00000000-0000-0000-0000-000000000000', 'ü-ñ', 'x'.repeat(500)]) {
      expect(momoReferenceId(transferId)).toMatch(UUID_V4);
    }
  });

  it('differs between transfers', () => {
    const ids = Array.from({ length: 2000 }, (_, index) => momoReferenceId(`transfer-${index}`));
    expect(new Set(ids).size).toBe(ids.length);
    expect(momoReferenceId('tr_1')).not.toBe(momoReferenceId('tr_2'));
  });

  it("keeps a first attempt's id as it was before retries, and gives each retry its own", () => {
    expect(momoReferenceId(payoutReference('tr_1', 1))).toBe(momoReferenceId('tr_1'));
    const ids = [1, 2, 3].map((attempt) => momoReferenceId(payoutReference('tr_1', attempt)));
    expect(new Set(ids).size).toBe(3);
  });

  it('never changes across releases (ids already sent to MoMo depend on it)', () => {
    // sha256("mtn_momo:transfer:tr_1")[0..16], version nibble 4, variant 10xx: computed outside this code.
    expect(momoReferenceId('tr_1')).toBe('8c84ce01-5049-4251-a4a5-cd1c5a7f647f');
  });
});
