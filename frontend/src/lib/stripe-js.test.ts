import type { Stripe } from '@stripe/stripe-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeCardAction, loadStripeJs } from './stripe-js';

const scriptsFor = (url: string) => [...document.head.querySelectorAll('script')].filter((script) => script.src === url);

describe('loadStripeJs', () => {
  afterEach(() => document.head.querySelectorAll('script').forEach((script) => script.remove()));

  it('adds the configured Stripe.js script once, and creates the Stripe object with the publishable key', async () => {
    const url = 'http://127.0.0.1:4010/stripe/js/v3';
    const stripe = { elements: vi.fn() };
    const constructor = vi.fn(() => stripe);

    const first = loadStripeJs({ stripeJsUrl: url, stripePublishableKey: 'pk_test_1' });
    const second = loadStripeJs({ stripeJsUrl: url, stripePublishableKey: 'pk_test_1' });
    expect(second).toBe(first);
    const [script, ...others] = scriptsFor(url);
    expect(others).toHaveLength(0);
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();

    vi.stubGlobal('Stripe', constructor);
    script!.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(stripe);
    expect(constructor).toHaveBeenCalledTimes(1);
    expect(constructor).toHaveBeenCalledWith('pk_test_1');
  });

  it('uses a Stripe.js already on the page without adding a script', async () => {
    const url = 'http://127.0.0.1:4010/stripe/js/v3?already';
    vi.stubGlobal('Stripe', vi.fn(() => ({ ready: true })));

    await expect(loadStripeJs({ stripeJsUrl: url, stripePublishableKey: 'pk_test_2' })).resolves.toEqual({ ready: true });
    expect(scriptsFor(url)).toHaveLength(0);
  });

  it('fails when the script cannot be loaded, and tries again next time', async () => {
    const url = 'http://127.0.0.1:4010/stripe/js/v3?offline';
    const failed = loadStripeJs({ stripeJsUrl: url, stripePublishableKey: 'pk_test_3' });
    scriptsFor(url)[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Stripe.js could not be loaded');
    expect(scriptsFor(url)).toHaveLength(0);

    const retried = loadStripeJs({ stripeJsUrl: url, stripePublishableKey: 'pk_test_3' });
    expect(retried).not.toBe(failed);
    expect(scriptsFor(url)).toHaveLength(1);
  });
});

describe('completeCardAction', () => {
  const withAnswer = (answer: unknown) =>
    ({ handleNextAction: vi.fn(async () => answer) }) as unknown as Stripe & { handleNextAction: ReturnType<typeof vi.fn> };

  it('is done when the payment succeeded or is processing', async () => {
    for (const status of ['succeeded', 'processing']) {
      const stripe = withAnswer({ paymentIntent: { status } });
      await expect(completeCardAction(stripe, 'pi_1_secret_x', 'fallback')).resolves.toEqual({ ok: true });
      expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x' });
    }
  });

  it("fails with Stripe's message, the payment's last error, or the fallback", async () => {
    await expect(completeCardAction(withAnswer({ error: { message: 'Authentication failed.' } }), 's', 'fallback')).resolves.toEqual({
      ok: false,
      message: 'Authentication failed.',
    });
    await expect(
      completeCardAction(
        withAnswer({ paymentIntent: { status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } } }),
        's',
        'fallback',
      ),
    ).resolves.toEqual({ ok: false, message: 'Your card was declined.' });
    const throwing = { handleNextAction: vi.fn(async () => Promise.reject(new Error('IntegrationError'))) } as unknown as Stripe;
    await expect(completeCardAction(throwing, 's', 'fallback')).resolves.toEqual({ ok: false, message: 'fallback' });
  });
});
