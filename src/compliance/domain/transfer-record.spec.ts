import { Money } from '../../shared/domain/money.js';
import { SenderVerification } from './sender-verification.js';
import { assertRecordComplete, FullRecordRequiredError, fundingTypeOf, identitySnapshotOf, retainedUntil } from './transfer-record.js';

const at = new Date('2026-11-27T12:00:00Z');
const usd = (text: string) => Money.parse(text, 'USD');

function verified(): SenderVerification {
  const v = SenderVerification.open(7, at);
  v.giveDetails(
    { legalName: { first: 'Amina', last: 'Okello' }, dateOfBirth: { year: 1990, month: 4, day: 12 }, address: { line1: '12 Main St', line2: null, city: 'Columbus', state: 'OH', postalCode: '43004' } },
    at,
  );
  v.ssnLastFourSealed = 'sealed:1234';
  v.checkPassed('id_number', new Date('2026-11-01T10:00:00Z'));
  return v;
}

const basicCheck = { id: 'check-basic', kind: 'id_number' as const, concludedAt: new Date('2026-11-01T10:00:00Z') };
const documentCheck = { id: 'check-document', kind: 'document' as const, concludedAt: new Date('2026-11-20T10:00:00Z') };

describe('identity snapshot', () => {
  it("holds the verified sender's name, date of birth, address, tier and latest verification, and nothing of the SSN", () => {
    const v = verified();
    v.checkPassed('document', documentCheck.concludedAt);
    const snapshot = identitySnapshotOf(v, [basicCheck, documentCheck]);
    expect(snapshot).toEqual({
      legalName: { first: 'Amina', last: 'Okello' },
      dateOfBirth: '1990-04-12',
      address: { line1: '12 Main St', line2: null, city: 'Columbus', state: 'OH', postalCode: '43004' },
      tier: 'verified_id',
      verificationId: 'check-document',
      verifiedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(JSON.stringify(snapshot)).not.toMatch(/ssn|1234/i);
  });

  it('is none for a sender not verified (details given, Basic not passed) or without any identity record', () => {
    const v = SenderVerification.open(7, at);
    v.giveDetails(
      { legalName: { first: 'Amina', last: 'Okello' }, dateOfBirth: { year: 1990, month: 4, day: 12 }, address: { line1: '12 Main St', line2: null, city: 'Columbus', state: 'OH', postalCode: '43004' } },
      at,
    );
    expect(identitySnapshotOf(v, [])).toBeNull();
    expect(identitySnapshotOf(null, [])).toBeNull();
  });
});

describe('the full record from $3,000', () => {
  it('refuses $3,000.00 without a verified identity, takes $2,999.99 without one, and $3,000.00 with one', () => {
    expect(() => assertRecordComplete(usd('3000.00'), null)).toThrow(FullRecordRequiredError);
    expect(() => assertRecordComplete(usd('3000.00'), null)).toThrow(expect.objectContaining({ code: 'COMPLIANCE.FULL_RECORD_REQUIRED' }));
    expect(() => assertRecordComplete(usd('2999.99'), null)).not.toThrow();
    expect(() => assertRecordComplete(usd('3000.00'), identitySnapshotOf(verified(), [basicCheck]))).not.toThrow();
  });
});

describe('funding type and retention', () => {
  it('names card and ACH funding apart from cash', () => {
    expect(fundingTypeOf('card')).toBe('card');
    expect(fundingTypeOf('ach')).toBe('ach_bank_debit');
  });

  it('keeps a closed account’s records five years from its closing', () => {
    expect(retainedUntil(new Date('2026-11-27T12:00:00Z')).toISOString()).toBe('2031-11-27T12:00:00.000Z');
  });
});
