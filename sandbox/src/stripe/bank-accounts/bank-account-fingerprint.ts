import { createHmac } from 'node:crypto';

// Fixed so an account keeps its fingerprint across sandbox restarts, as on one Stripe account.
const fingerprintKey = 'provider-sandbox bank account fingerprint';

/** `us_bank_account.fingerprint`: the same for every PaymentMethod made from one routing and account number. */
export function bankAccountFingerprint(routingNumber: string, accountNumber: string): string {
  return createHmac('sha256', fingerprintKey)
    .update(`${routingNumber}:${accountNumber}`)
    .digest('base64url')
    .replace(/[-_]/g, '')
    .slice(0, 16);
}
