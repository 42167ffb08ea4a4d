import type { Stripe } from '@stripe/stripe-js';

/** Where Stripe.js comes from and whose key it runs with (`GET /api/config`). */
export type StripeJsConfig = { stripeJsUrl: string; stripePublishableKey: string };

const scripts = new Map<string, Promise<void>>();
const instances = new Map<string, Promise<Stripe>>();

/**
 * Adds the configured Stripe.js script once per URL: js.stripe.com in production, the
 * provider sandbox in development and tests. `@stripe/stripe-js`'s `loadStripe` is not used
 * because it always injects js.stripe.com itself.
 */
function loadScript(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    if (window.Stripe) {
      resolve();
      return;
    }
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve() : reject(new Error('Stripe.js did not load')));
    script.onerror = () => {
      script.remove();
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.appendChild(script);
  });
  // A failed load may be tried again (the sender's network came back).
  loading.catch(() => scripts.delete(url));
  scripts.set(url, loading);
  return loading;
}

/**
 * The Stripe.js object for this configuration, created once and shared by every card form
 * (`<Elements stripe={…}>` wants the same promise on every render).
 */
export function loadStripeJs({ stripeJsUrl, stripePublishableKey }: StripeJsConfig): Promise<Stripe> {
  const key = `${stripeJsUrl}\n${stripePublishableKey}`;
  let stripe = instances.get(key);
  if (stripe) return stripe;
  stripe = loadScript(stripeJsUrl).then(() => {
    if (!window.Stripe) throw new Error('Stripe.js did not load');
    return window.Stripe(stripePublishableKey);
  });
  stripe.catch(() => instances.delete(key));
  instances.set(key, stripe);
  return stripe;
}

/** How a 3-D Secure check (or another next action) ended; a failure carries Stripe's message for the sender. */
export type CardActionOutcome = { ok: true } | { ok: false; message: string };

const PAID = new Set(['succeeded', 'processing']);

/**
 * Finishes a card payment our server confirmed but the card's bank wants confirmed by the
 * sender (3-D Secure): Stripe.js opens the bank's challenge. The webhook settles the transfer;
 * a failed or abandoned challenge is left for the server to close.
 */
export async function completeCardAction(stripe: Stripe, clientSecret: string, fallback: string): Promise<CardActionOutcome> {
  try {
    const result = await stripe.handleNextAction({ clientSecret });
    if (result.error) return { ok: false, message: result.error.message || fallback };
    const intent = result.paymentIntent;
    if (intent && PAID.has(intent.status)) return { ok: true };
    return { ok: false, message: intent?.last_payment_error?.message || fallback };
  } catch {
    return { ok: false, message: fallback };
  }
}
