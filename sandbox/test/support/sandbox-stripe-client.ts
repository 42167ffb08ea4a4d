import Stripe from 'stripe';

export const secretKey = 'sk_test_sandbox';
export const publishableKey = 'pk_test_sandbox';

/**
 * The official client pointed at the sandbox, as the product builds it: stripe-node's
 * `host`/`port`/`protocol` options. No network retries, so each test sees exactly one call.
 */
export function sandboxStripe(baseUrl: string, key = secretKey): Stripe {
  const url = new URL(baseUrl);
  return new Stripe(key, {
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}

/** A card PaymentMethod created as the browser does, with the publishable key. */
export async function createCard(baseUrl: string, number: string, name = 'Amina Okello') {
  return sandboxStripe(baseUrl, publishableKey).paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
    billing_details: { name },
  });
}
