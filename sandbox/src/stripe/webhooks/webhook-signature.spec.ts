import Stripe from 'stripe';
import { retryDelayMs } from './webhook-settings.js';
import { stripeSignatureHeader } from './webhook-signature.js';

describe('stripeSignatureHeader', () => {
  it('is what the official SDK verifies and generates', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded' });
    const timestamp = Math.floor(Date.now() / 1000);
    const header = stripeSignatureHeader('whsec_sandbox', payload, timestamp);

    expect(header).toBe(Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_sandbox', timestamp }));
    expect(Stripe.webhooks.constructEvent(payload, header, 'whsec_sandbox').id).toBe('evt_1');
    expect(() => Stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow();
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base delay', () => {
    expect([1, 2, 3, 4, 7].map((failed) => retryDelayMs(failed, 500))).toEqual([500, 1000, 2000, 4000, 32000]);
  });
});
