/** Why a payment attempt failed, as it appears in the card_error and in `last_payment_error`. */
export interface PaymentFailure {
  code: string;
  declineCode?: string;
  message: string;
}

/**
 * What confirming a PaymentIntent with a given payment method does, decided when the
 * payment method is created (for cards, by Stripe's test card numbers). `processing` is for
 * payment methods that settle later (us_bank_account): the test hooks then succeed or fail them.
 */
export type PaymentOutcome = { kind: 'succeed' } | { kind: 'processing' } | { kind: 'decline'; failure: PaymentFailure };
