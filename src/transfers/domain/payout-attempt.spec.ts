import { PayoutAttempt, type PartnerWord } from './payout-attempt.js';

const requestedAt = new Date('2026-11-26T10:00:00Z');
const GRACE = 15 * 60_000;
const later = (ms: number) => new Date(requestedAt.getTime() + ms);

function attempt(): PayoutAttempt {
  return new PayoutAttempt(
    {
      transferId: 't-1',
      attempt: 1,
      reference: 't-1',
      rail: 'daraja',
      destination: { method: 'mpesa', bankId: null, bankName: null, accountNumber: null },
      amountMinor: 1_290_000n,
      currency: 'KES',
    },
    requestedAt,
  );
}

const delivered: PartnerWord = { state: 'delivered', receipt: 'SG1' };

describe('a payout attempt', () => {
  it('is requested, may still pay, and goes unknown when the partner gives no answer', () => {
    const a = attempt();
    expect(a.state).toBe('requested');
    expect(a.mayStillPay()).toBe(true);
    expect(a.apply({ state: 'no_answer' }, later(1000), GRACE)).toEqual({ from: 'requested', to: 'unknown' });
    expect(a.mayStillPay()).toBe(true);
    expect(a.apply({ state: 'no_answer' }, later(2000), GRACE)).toBeNull();
  });

  it('reads "not found" within the grace period as "not yet", and as failed only past it', () => {
    const a = attempt();
    expect(a.apply({ state: 'not_found' }, later(GRACE - 1), GRACE)).toEqual({ from: 'requested', to: 'unknown' });
    expect(a.mayStillPay()).toBe(true);
    expect(a.apply({ state: 'not_found' }, later(GRACE), GRACE)).toEqual({ from: 'unknown', to: 'failed' });
    expect(a).toMatchObject({ failureCode: 'partner_unavailable', state: 'failed' });
    expect(a.confirmedUnpaid()).toBe(true);
  });

  it('never reads "not found" as an end once the partner holds the cash for pickup', () => {
    const a = attempt();
    a.apply({ state: 'ready_for_pickup', pickupCode: '1234' }, later(10), GRACE);
    expect(a.apply({ state: 'not_found' }, later(GRACE * 10), GRACE)).toBeNull();
    expect(a.state).toBe('ready_for_pickup');
  });

  it('goes accepted, then delivered with the receipt, keeping the partner id it first gave', () => {
    const a = attempt();
    expect(a.apply({ state: 'accepted', partnerPayoutId: 'P1' }, later(10), GRACE)).toEqual({ from: 'requested', to: 'accepted' });
    expect(a.apply({ state: 'accepted', partnerPayoutId: 'P2' }, later(20), GRACE)).toBeNull();
    expect(a.apply(delivered, later(30), GRACE)).toEqual({ from: 'accepted', to: 'delivered' });
    expect(a).toMatchObject({ partnerPayoutId: 'P1', receipt: 'SG1', state: 'delivered' });
    expect(a.apply(delivered, later(40), GRACE)).toBeNull();
  });

  it('takes a late delivery after a failure or a cancellation: the partner\'s last word is news, not noise', () => {
    const failed = attempt();
    failed.apply({ state: 'failed', code: 'partner_unavailable', detail: 'busy' }, later(10), GRACE);
    expect(failed.apply(delivered, later(20), GRACE)).toEqual({ from: 'failed', to: 'delivered' });
    const cancelled = attempt();
    cancelled.apply({ state: 'cancelled', detail: '40000 CANCELLED' }, later(10), GRACE);
    expect(cancelled.apply(delivered, later(20), GRACE)).toEqual({ from: 'cancelled', to: 'delivered' });
  });

  it('never lets a failure or cancellation undo a delivery; a reversal does, once', () => {
    const a = attempt();
    a.apply(delivered, later(10), GRACE);
    expect(a.apply({ state: 'failed', code: 'partner_declined', detail: 'stale' }, later(20), GRACE)).toBeNull();
    expect(a.apply({ state: 'cancelled', detail: 'stale' }, later(20), GRACE)).toBeNull();
    expect(a.apply({ state: 'reversed', detail: '80000 REVERSED' }, later(30), GRACE)).toEqual({ from: 'delivered', to: 'reversed' });
    expect(a.apply(delivered, later(40), GRACE)).toBeNull();
    expect(a.apply({ state: 'reversed', detail: 'again' }, later(50), GRACE)).toBeNull();
  });

  it('reads a reversal before any delivery as a failure: nothing reached the recipient', () => {
    const a = attempt();
    a.apply({ state: 'accepted' }, later(10), GRACE);
    expect(a.apply({ state: 'reversed', detail: '80000 REVERSED' }, later(20), GRACE)).toEqual({ from: 'accepted', to: 'failed' });
  });

  it('updates the pickup code when the partner gives a new one', () => {
    const a = attempt();
    expect(a.apply({ state: 'ready_for_pickup', pickupCode: '1111' }, later(10), GRACE)).toEqual({ from: 'requested', to: 'ready_for_pickup' });
    expect(a.apply({ state: 'ready_for_pickup', pickupCode: '1111' }, later(20), GRACE)).toBeNull();
    expect(a.apply({ state: 'ready_for_pickup', pickupCode: '2222' }, later(30), GRACE)).toEqual({ from: 'ready_for_pickup', to: 'ready_for_pickup' });
    expect(a.pickupCode).toBe('2222');
  });
});
