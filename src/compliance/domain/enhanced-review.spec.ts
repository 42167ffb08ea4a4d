import { DeclineReasonRequiredError, EnhancedReview, EnhancedReviewDecidedError } from './enhanced-review.js';
import { AlreadyVerifiedError, TierRequiredError } from './compliance.errors.js';
import { SenderVerification } from './sender-verification.js';

const at = new Date('2026-11-27T12:00:00Z');
const review = (detail = 'Wages from Riverside Hospital') =>
  EnhancedReview.request('r-1', 7, { occupation: 'Registered nurse', sourceOfFunds: 'salary', sourceOfFundsDetail: detail }, at);
const senderAt = (tier: SenderVerification['tier']) => Object.assign(SenderVerification.open(7, at), { tier });

describe('a request for Enhanced', () => {
  it('waits until approved, then is decided for good', () => {
    const r = review();
    expect(r.isPending()).toBe(true);
    r.approve('compliance@example.com', at);
    expect(r).toMatchObject({ status: 'approved', decidedBy: 'compliance@example.com', decidedAt: at, declineReason: null });
    expect(() => r.decline('Too late', 'other@example.com', at)).toThrow(EnhancedReviewDecidedError);
    expect(r.status).toBe('approved');
  });

  it('is declined only with a reason, which it keeps for the sender', () => {
    const r = review();
    expect(() => r.decline('   ', 'compliance@example.com', at)).toThrow(DeclineReasonRequiredError);
    expect(r.isPending()).toBe(true);
    r.decline(' Tell us who pays you. ', 'compliance@example.com', at);
    expect(r).toMatchObject({ status: 'declined', declineReason: 'Tell us who pays you.' });
    expect(() => r.approve('compliance@example.com', at)).toThrow(EnhancedReviewDecidedError);
  });

  it('says the source of funds in words, the choice then the detail', () => {
    expect(review().sourceOfFundsText()).toBe('Salary: Wages from Riverside Hospital');
    expect(review('').sourceOfFundsText()).toBe('Salary');
  });
});

describe("the sender's record and Enhanced", () => {
  it('may be asked for from Verified ID only, and once reached not again', () => {
    expect(() => senderAt('basic').assertCanAskForEnhanced()).toThrow(TierRequiredError);
    expect(() => senderAt('verified_id').assertCanAskForEnhanced()).not.toThrow();
    expect(() => senderAt('enhanced').assertCanAskForEnhanced()).toThrow(AlreadyVerifiedError);
  });

  it('approved: the sender is Enhanced with what they declared and who reviewed it', () => {
    const record = senderAt('verified_id');
    record.enhancedApproved({ occupation: 'Registered nurse', sourceOfFunds: 'Salary: Wages' }, 'compliance@example.com', at);
    expect(record).toMatchObject({ tier: 'enhanced', occupation: 'Registered nurse', sourceOfFunds: 'Salary: Wages', enhancedReviewedBy: 'compliance@example.com', enhancedReviewedAt: at });
    expect(() => senderAt('basic').enhancedApproved({ occupation: 'x', sourceOfFunds: 'y' }, 'c', at)).toThrow(TierRequiredError);
  });
});
