import type { DisputeTrigger } from '../disputes/dispute.js';
import type { ChargeOutcome, PaymentFailure, PaymentOutcome } from '../payment-outcome.js';
import type { RefundLifecycle } from '../refunds/refund-lifecycle.js';

const declined = 'Your card was declined.';

const decline = (code: string, declineCode: string, message: string): ChargeOutcome => ({
  kind: 'decline',
  failure: { code, declineCode, message } satisfies PaymentFailure,
});

/**
 * Stripe's documented test card numbers that fail when charged
 * (https://docs.stripe.com/testing#declined-payments). Creating a payment method with them
 * succeeds; the failure comes when a PaymentIntent is confirmed with it.
 */
export const failingTestCards: Readonly<Record<string, PaymentOutcome>> = {
  '4000000000000002': decline('card_declined', 'generic_decline', declined),
  '4000000000009995': decline('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000009987': decline('card_declined', 'lost_card', declined),
  '4000000000009979': decline('card_declined', 'stolen_card', declined),
  '4000000000000069': decline('expired_card', 'expired_card', 'Your card has expired.'),
  '4000000000000127': decline('incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."),
  '4000000000000119': decline(
    'processing_error',
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ),
  '4000000000000341': decline('card_declined', 'generic_decline', declined),
};

/**
 * Stripe's 3D Secure test cards (https://docs.stripe.com/testing#authentication-and-setup,
 * https://docs.stripe.com/payments/3d-secure/authentication-flow#three-ds-cards): confirming
 * leaves the PaymentIntent `requires_action` until the cardholder completes or fails the challenge.
 */
export const authenticationTestCards: Readonly<Record<string, PaymentOutcome>> = {
  /** Authenticate on session; once set up for off-session use, off-session payments go through. */
  '4000002500003155': { kind: 'authenticate', requirement: 'on_session', then: { kind: 'succeed' } },
  /** Authenticate every payment, off session too. */
  '4000002760003184': { kind: 'authenticate', requirement: 'always', then: { kind: 'succeed' } },
  /** Authentication required, then declined (`card_declined`) even when completed. */
  '4000008400001629': {
    kind: 'authenticate',
    requirement: 'always',
    then: decline('card_declined', 'generic_decline', declined),
  },
};

/** Any other valid number (4242424242424242, 5555555555554444, ...) is charged successfully. */
export function testCardOutcome(digits: string): PaymentOutcome {
  return failingTestCards[digits] ?? authenticationTestCards[digits] ?? { kind: 'succeed' };
}

/**
 * Stripe's dispute test cards (https://docs.stripe.com/testing#disputes): the charge succeeds,
 * then is disputed at once.
 */
export const disputeTestCards: Readonly<Record<string, DisputeTrigger>> = {
  '4000000000000259': { reason: 'fraudulent', status: 'needs_response' },
  '4000000000002685': { reason: 'product_not_received', status: 'needs_response' },
  /** An inquiry: the issuer asks before charging back (the reason is the sandbox's choice). */
  '4000000000001976': { reason: 'general', status: 'warning_needs_response' },
};

export function testCardDispute(digits: string): DisputeTrigger | undefined {
  return disputeTestCards[digits];
}

/**
 * Stripe's refund test cards (https://docs.stripe.com/testing#refunds, "Simulate an
 * asynchronous refund"): the charge succeeds; a refund of it changes status "some time later"
 * (here after the refund delay), with `refund.updated` / `refund.failed` and `charge.refund.updated`.
 */
export const refundTestCards: Readonly<Record<string, RefundLifecycle>> = {
  /** Asynchronous success: the refund begins `pending`, then `succeeded`. */
  '4000000000007726': { starts: 'pending', then: { status: 'succeeded' } },
  /** Asynchronous failure: the refund begins `succeeded`, then `failed` with `expired_or_canceled_card`. */
  '4000000000005126': { starts: 'succeeded', then: { status: 'failed', failureReason: 'expired_or_canceled_card' } },
};

export function testCardRefund(digits: string): RefundLifecycle | undefined {
  return refundTestCards[digits];
}
