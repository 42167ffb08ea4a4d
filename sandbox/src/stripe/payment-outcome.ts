/** Why a payment attempt failed, as it appears in the card_error and in `last_payment_error`. */
export interface PaymentFailure {
  code: string;
  declineCode?: string;
  message: string;
}

/** How a payment left `processing` ends once its payment method settles (an ACH debit days later). */
export type Settlement = { kind: 'succeed' } | { kind: 'fail'; failure: PaymentFailure };

/**
 * What confirming a PaymentIntent with a given payment method does, decided when the
 * payment method is created (for cards, by Stripe's test card numbers; for bank accounts,
 * by the account number). `processing` is for payment methods that settle later
 * (us_bank_account): with a `settlement` the sandbox applies it after its settlement
 * delay; either way the test hooks may settle it first.
 */
export type PaymentOutcome =
  | { kind: 'succeed' }
  | { kind: 'processing'; settlement?: Settlement }
  | { kind: 'decline'; failure: PaymentFailure };
