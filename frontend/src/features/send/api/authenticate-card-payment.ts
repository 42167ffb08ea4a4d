import type { Stripe } from '@stripe/stripe-js';
import { fetchProviderConfig } from '@/lib/data/provider-config';
import { m } from '@/lib/i18n/messages';
import { completeCardAction, loadStripeJs, type CardActionOutcome } from '@/lib/stripe-js';

/** A message id: the toast shows it in the language showing. */
export const PAYMENT_FAILED = m('checkout.card.failed');

/**
 * A saved card whose bank wants the sender to confirm the payment (3-D Secure): Stripe.js is
 * loaded only now, and opens the bank's check.
 */
export async function authenticateCardPayment(clientSecret: string): Promise<CardActionOutcome> {
  let stripe: Stripe;
  try {
    stripe = await loadStripeJs(await fetchProviderConfig());
  } catch {
    return { ok: false, message: PAYMENT_FAILED };
  }
  return completeCardAction(stripe, clientSecret, PAYMENT_FAILED);
}
