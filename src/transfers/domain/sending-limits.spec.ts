import { Money } from '../../shared/domain/money.js';
import {
  allowance,
  allowanceMessage,
  assertConsistentLimits,
  assertTierAllows,
  assertWithinAllowance,
  DEFAULT_SENDING_LIMITS,
  DEFAULT_TIER_SENDING_LIMITS,
  SendingLimitExceededError,
  VerificationRequiredError,
} from './sending-limits.js';

const usd = (text: string) => Money.parse(text, 'USD');
const sent = (day: string, month: string) => ({ last24Hours: usd(day), last30Days: usd(month) });

describe('sending limits', () => {
  it('a new sender may send the one-transfer limit', () => {
    const left = allowance(DEFAULT_SENDING_LIMITS, sent('0', '0'));
    expect(left.now.toDecimalString()).toBe('2999.00');
    expect(allowanceMessage(left)).toBe('You can send up to $2,999.00 in one transfer.');
  });

  it('what is left today binds once it is less than one transfer', () => {
    const left = allowance(DEFAULT_SENDING_LIMITS, sent('1900.00', '1900.00'));
    expect(left.boundBy).toBe('day');
    expect(allowanceMessage(left)).toBe('You can send up to $1,099.00 more today.');
    expect(() => assertWithinAllowance(usd('1099.01'), left)).toThrow(new SendingLimitExceededError(left));
    expect(() => assertWithinAllowance(usd('1099.00'), left)).not.toThrow();
  });

  it('what is left this month binds when less than today, and nothing left says when sending opens again', () => {
    expect(allowanceMessage(allowance(DEFAULT_SENDING_LIMITS, sent('0', '9500.00')))).toBe('You can send up to $500.00 more in the next 30 days.');
    expect(allowanceMessage(allowance(DEFAULT_SENDING_LIMITS, sent('2999.00', '2999.00')))).toMatch(/^You have reached today's sending limit/);
    expect(allowanceMessage(allowance(DEFAULT_SENDING_LIMITS, sent('0', '10000.00')))).toMatch(/^You have reached your 30-day sending limit/);
    expect(allowance(DEFAULT_SENDING_LIMITS, sent('3500.00', '3500.00')).now.toDecimalString()).toBe('0.00');
  });

  it('limits must be positive and each period at least the shorter one', () => {
    expect(() => assertConsistentLimits({ perTransfer: usd('1000'), perDay: usd('500'), perMonth: usd('5000') })).toThrow('The 24-hour limit cannot be less than the one-transfer limit');
    expect(() => assertConsistentLimits({ perTransfer: usd('100'), perDay: usd('500'), perMonth: usd('400') })).toThrow('The 30-day limit cannot be less than the 24-hour limit');
    expect(() => assertConsistentLimits({ perTransfer: usd('0'), perDay: usd('500'), perMonth: usd('500') })).toThrow('Every limit must be more than $0.00');
    expect(() => assertConsistentLimits(DEFAULT_SENDING_LIMITS)).not.toThrow();
  });
});

describe("each verification tier's default limits (issue #26)", () => {
  it('hold together and rise tier by tier: Basic $999 / $2,999 in 30 days, Verified ID today’s limits, Enhanced $25,000 in 30 days', () => {
    const { basic, verified_id: verifiedId, enhanced } = DEFAULT_TIER_SENDING_LIMITS;
    for (const limits of [basic, verifiedId, enhanced]) expect(() => assertConsistentLimits(limits)).not.toThrow();
    expect([basic.perTransfer, basic.perMonth].map((m) => m.toDecimalString())).toEqual(['999.00', '2999.00']);
    expect(verifiedId).toBe(DEFAULT_SENDING_LIMITS);
    expect(enhanced.perMonth.toDecimalString()).toBe('25000.00');
    expect(basic.perMonth.compare(verifiedId.perMonth)).toBeLessThan(0);
    expect(verifiedId.perMonth.compare(enhanced.perMonth)).toBeLessThan(0);
  });
});

describe('assertTierAllows (issue #26: limits by verification tier)', () => {
  const usd = (value: string) => Money.parse(value, 'USD');
  const none = { last24Hours: usd('0'), last30Days: usd('0') };
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (error) {
      return error as { code: string; details?: Record<string, unknown> };
    }
    return null;
  };

  it('asks a sender without a tier for Basic before any transfer', () => {
    expect(refusal(() => assertTierAllows(usd('10.00'), 'none', DEFAULT_TIER_SENDING_LIMITS, none))).toMatchObject({
      code: 'TRANSFER.VERIFICATION_REQUIRED',
      details: { tier: 'none', nextTier: 'basic', remaining: 0 },
    });
  });

  it('lets a Basic sender send up to $999, and asks for Verified ID above it', () => {
    expect(refusal(() => assertTierAllows(usd('999.00'), 'basic', DEFAULT_TIER_SENDING_LIMITS, none))).toBeNull();
    const error = refusal(() => assertTierAllows(usd('1500.00'), 'basic', DEFAULT_TIER_SENDING_LIMITS, none));
    expect(error).toBeInstanceOf(VerificationRequiredError);
    expect(error).toMatchObject({ details: { tier: 'basic', nextTier: 'verified_id', remaining: 999 } });
  });

  it('counts what the sender sent against the tier: Basic’s $2,999 in 30 days', () => {
    const sent = { last24Hours: usd('0'), last30Days: usd('2500.00') };
    expect(refusal(() => assertTierAllows(usd('600.00'), 'basic', DEFAULT_TIER_SENDING_LIMITS, sent))).toMatchObject({ details: { nextTier: 'verified_id', remaining: 499 } });
  });

  it('asks a Verified ID sender for Enhanced when only Enhanced’s limits would allow the amount', () => {
    const sent = { last24Hours: usd('0'), last30Days: usd('9000.00') };
    expect(refusal(() => assertTierAllows(usd('2000.00'), 'verified_id', DEFAULT_TIER_SENDING_LIMITS, sent))).toMatchObject({ details: { nextTier: 'enhanced' } });
  });

  it('refuses as a plain limit what no tier would allow', () => {
    expect(refusal(() => assertTierAllows(usd('30000.00'), 'basic', DEFAULT_TIER_SENDING_LIMITS, none))).toBeInstanceOf(SendingLimitExceededError);
    const sent = { last24Hours: usd('0'), last30Days: usd('25000.00') };
    expect(refusal(() => assertTierAllows(usd('1.00'), 'enhanced', DEFAULT_TIER_SENDING_LIMITS, sent))).toBeInstanceOf(SendingLimitExceededError);
  });
});
