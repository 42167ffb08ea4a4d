import { Refund, refundKey } from './refund.js';

const at = new Date('2026-11-26T10:00:00Z');
const refund = (attempt = 1) => new Refund({ transferId: 't-1', purpose: 'transfer', paymentIntentId: 'pi_1', amountMinor: 10_900n, attempt }, at);

describe('a refund', () => {
  it('keeps the key refunds always had for the first one, and a new key for each later one', () => {
    expect(refund(1).idempotencyKey).toBe('transfer-t-1-refund');
    expect(refund(2).idempotencyKey).toBe('transfer-t-1-refund-2');
    expect(refundKey({ transferId: 't-1', purpose: 'orphan_payment', paymentIntentId: 'pi_9', attempt: 1 })).toBe('orphan-pi_9-refund');
  });

  it('goes requested -> pending -> succeeded from the provider\'s answers, ignoring repeats', () => {
    const r = refund();
    expect(r.open()).toBe(true);
    expect(r.apply({ state: 'pending', providerRefundId: 're_1' }, at)).toEqual({ from: 'requested', to: 'pending' });
    expect(r.apply({ state: 'pending', providerRefundId: 're_1' }, at)).toBeNull();
    expect(r.apply({ state: 'succeeded', providerRefundId: 're_1' }, at)).toEqual({ from: 'pending', to: 'succeeded' });
    expect(r).toMatchObject({ providerRefundId: 're_1', state: 'succeeded' });
    expect(r.open()).toBe(false);
  });

  it('fails after succeeding when the provider says so (card refunds can), and never succeeds again after', () => {
    const r = refund();
    r.apply({ state: 'succeeded', providerRefundId: 're_1' }, at);
    expect(r.apply({ state: 'cancelled', providerRefundId: 're_1', reason: 'stale' }, at)).toBeNull();
    expect(r.apply({ state: 'failed', providerRefundId: 're_1', reason: 'lost_or_stolen_card' }, at)).toEqual({ from: 'succeeded', to: 'failed' });
    expect(r.apply({ state: 'succeeded', providerRefundId: 're_1' }, at)).toBeNull();
    expect(r.failureReason).toBe('lost_or_stolen_card');
  });

  it('records a refusal as failed, and a deferral as failed until a time after which a new refund is made', () => {
    const refused = refund();
    expect(refused.apply({ state: 'refused', reason: 'charge_disputed' }, at)).toEqual({ from: 'requested', to: 'failed' });
    expect(refused.retryAfter).toBeNull();
    const deferred = refund();
    const retryAfter = new Date(at.getTime() + 3_600_000);
    expect(deferred.apply({ state: 'deferred', reason: 'balance_insufficient', retryAfter }, at)).toEqual({ from: 'requested', to: 'failed' });
    expect(deferred.retryAfter).toEqual(retryAfter);
  });
});
