import { isSamePerson, comparableName } from './name-match.js';
import { SenderVerification } from './sender-verification.js';
import type { SenderDetails } from './sender-details.js';
import { nextTier, reaches, higherTier } from './verification-tier.js';
import { ageOn, parseCalendarDate } from './calendar-date.js';

const today = new Date('2026-11-27T12:00:00Z');
const details = (overrides: Partial<SenderDetails> = {}): SenderDetails => ({
  legalName: { first: 'Amina', last: 'Okello' },
  dateOfBirth: { year: 1990, month: 4, day: 12 },
  address: { line1: '12 Main St', line2: null, city: 'Columbus', state: 'OH', postalCode: '43004' },
  ...overrides,
});

describe('verification tiers', () => {
  it('go none → basic → verified_id → enhanced, and a reached tier is never lowered', () => {
    expect(nextTier('none')).toBe('basic');
    expect(nextTier('basic')).toBe('verified_id');
    expect(nextTier('verified_id')).toBe('enhanced');
    expect(nextTier('enhanced')).toBeNull();
    expect(reaches('verified_id', 'basic')).toBe(true);
    expect(reaches('basic', 'verified_id')).toBe(false);
    expect(higherTier('verified_id', 'basic')).toBe('verified_id');
  });
});

describe('dates of birth', () => {
  it('reads only real dates', () => {
    expect(parseCalendarDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseCalendarDate('2001-02-29')).toBeNull();
    expect(parseCalendarDate('1990-13-01')).toBeNull();
    expect(parseCalendarDate('12/04/1990')).toBeNull();
  });

  it('counts a birthday only once it is reached', () => {
    expect(ageOn({ year: 2008, month: 11, day: 27 }, today)).toBe(18);
    expect(ageOn({ year: 2008, month: 11, day: 28 }, today)).toBe(17);
  });
});

describe('SenderVerification', () => {
  it('takes the Basic details of an adult living at a street address', () => {
    const record = SenderVerification.open(1, today);
    record.giveDetails(details(), today);
    expect(record.details()).toEqual(details());
    expect(record.tier).toBe('none');
  });

  it('refuses a sender under 18 and a P.O. box', () => {
    const record = SenderVerification.open(1, today);
    expect(() => record.giveDetails(details({ dateOfBirth: { year: 2008, month: 11, day: 28 } }), today)).toThrow(expect.objectContaining({ code: 'VERIFICATION.UNDER_AGE' }));
    expect(() => record.giveDetails(details({ address: { ...details().address, line1: 'P.O. Box 12' } }), today)).toThrow(
      expect.objectContaining({ code: 'VERIFICATION.RESIDENTIAL_ADDRESS_REQUIRED' }),
    );
    expect(record.details()).toBeNull();
  });

  it('needs the details before the id number check, and Basic before the document check', () => {
    const record = SenderVerification.open(1, today);
    expect(() => record.assertCanStart('id_number')).toThrow(expect.objectContaining({ code: 'VERIFICATION.DETAILS_REQUIRED' }));
    expect(() => record.assertCanStart('document')).toThrow(expect.objectContaining({ code: 'VERIFICATION.TIER_REQUIRED' }));
    record.giveDetails(details(), today);
    expect(() => record.assertCanStart('id_number')).not.toThrow();
  });

  it('rises to Basic, then Verified ID, locking the details and refusing a passed check again', () => {
    const record = SenderVerification.open(1, today);
    record.giveDetails(details(), today);
    expect(record.checkPassed('id_number', today)).toBe(true);
    expect(record.tier).toBe('basic');
    expect(record.basicVerifiedAt).toEqual(today);
    expect(() => record.giveDetails(details(), today)).toThrow(expect.objectContaining({ code: 'VERIFICATION.DETAILS_LOCKED' }));
    expect(() => record.assertCanStart('id_number')).toThrow(expect.objectContaining({ code: 'VERIFICATION.ALREADY_VERIFIED' }));
    expect(record.checkPassed('document', today)).toBe(true);
    expect(record.tier).toBe('verified_id');
    // A late id number check passing again does not lower the tier.
    expect(record.checkPassed('id_number', today)).toBe(false);
    expect(record.tier).toBe('verified_id');
  });
});

describe('isSamePerson', () => {
  it('matches the verified name and date of birth, ignoring case, accents and punctuation', () => {
    expect(comparableName("  José  O'Neil ")).toBe('jose oneil');
    expect(isSamePerson(details(), { firstName: 'AMINA', lastName: 'okello', dateOfBirth: { year: 1990, month: 4, day: 12 } })).toBe(true);
  });

  it('does not match another name, another date of birth, or missing outputs', () => {
    expect(isSamePerson(details(), { firstName: 'Amina', lastName: 'Okelo', dateOfBirth: { year: 1990, month: 4, day: 12 } })).toBe(false);
    expect(isSamePerson(details(), { firstName: 'Amina', lastName: 'Okello', dateOfBirth: { year: 1990, month: 4, day: 13 } })).toBe(false);
    expect(isSamePerson(details(), { firstName: null, lastName: 'Okello', dateOfBirth: { year: 1990, month: 4, day: 12 } })).toBe(false);
  });
});
