import { classifyStripeKey, readStripeKey, redactStripeKey } from './stripe-api-key.js';

describe('Stripe API keys', () => {
  it('accepts any test key and tells publishable from secret', () => {
    expect(classifyStripeKey('sk_test_sandbox')).toEqual({ value: 'sk_test_sandbox', kind: 'secret' });
    expect(classifyStripeKey('pk_test_51Abc')).toEqual({ value: 'pk_test_51Abc', kind: 'publishable' });
    expect(classifyStripeKey('sk_live_123')).toBeNull();
    expect(classifyStripeKey('sk_test_')).toBeNull();
  });

  it('reads Bearer and Basic authorization', () => {
    expect(readStripeKey('Bearer sk_test_sandbox')).toBe('sk_test_sandbox');
    expect(readStripeKey(`Basic ${Buffer.from('sk_test_sandbox:').toString('base64')}`)).toBe('sk_test_sandbox');
    expect(readStripeKey(undefined)).toBeNull();
    expect(readStripeKey('Bearer')).toBeNull();
  });

  it('redacts a key as Stripe echoes it', () => {
    expect(redactStripeKey('sk_live_abcdefgh1234')).toBe('sk_live_********1234');
    expect(redactStripeKey('nonsense')).toBe('****ense');
  });
});
