import { createHmac } from 'node:crypto';

/**
 * Stripe's `Stripe-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload"
 * keyed with the endpoint secret>`, which `stripe.webhooks.constructEvent` verifies.
 */
export function stripeSignatureHeader(secret: string, payload: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
