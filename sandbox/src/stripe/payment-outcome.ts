/** Why a payment attempt failed, as it appears in the card_error and in `last_payment_error`. */
export interface PaymentFailure {
  code: string;
  declineCode?: string;
  message: string;
  /** `card_error` unless given: a failed 3D Secure authentication is an `invalid_request_error` on Stripe. */
  type?: 'card_error' | 'invalid_request_error';
}

/** How a payment left `processing` ends once its payment method settles (an ACH debit days later). */
export type Settlement = { kind: 'succeed' } | { kind: 'fail'; failure: PaymentFailure };

/** What charging a card does once nothing more is asked of the cardholder. */
export type ChargeOutcome = { kind: 'succeed' } | { kind: 'decline'; failure: PaymentFailure };

/**
 * When a card's issuer asks for 3D Secure: `on_session` cards (4000002500003155) ask for every
 * payment made with the cardholder present, but not for off-session payments once the card was
 * set up for them (saved with `setup_future_usage=off_session` by an authenticated payment);
 * `always` cards ask every time, so an off-session payment fails with `authentication_required`.
 */
export type AuthenticationRequirement = 'on_session' | 'always';

/**
 * What confirming a PaymentIntent with a given payment method does, decided when the
 * payment method is created (for cards, by Stripe's test card numbers; for bank accounts,
 * by the account number). `processing` is for payment methods that settle later
 * (us_bank_account): with a `settlement` the sandbox applies it after its settlement
 * delay; either way the test hooks may settle it first. `authenticate` is a card whose
 * issuer asks for 3D Secure first: the intent waits in `requires_action` until the
 * challenge is completed (then `then` applies) or failed.
 */
export type PaymentOutcome =
  | ChargeOutcome
  | { kind: 'processing'; settlement?: Settlement }
  | { kind: 'authenticate'; requirement: AuthenticationRequirement; then: ChargeOutcome };
