import { createHmac } from 'node:crypto';

// Fixed so a number keeps its fingerprint across sandbox restarts, as on one Stripe account.
const fingerprintKey = 'provider-sandbox card fingerprint';

/** Stripe's `card.fingerprint`: the same for every PaymentMethod made from one card number. */
export function cardFingerprint(digits: string): string {
  return createHmac('sha256', fingerprintKey).update(digits).digest('base64url').replace(/[-_]/g, '').slice(0, 16);
}
