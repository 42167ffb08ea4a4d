/**
 * `pending` until the cardholder (or the test hook) answers; `canceled` when the PaymentIntent
 * moved on without an answer (canceled, confirmed again, settled by another hook).
 */
export type ChallengeStatus = 'pending' | 'completed' | 'failed' | 'canceled';

export type AuthenticationOutcome = 'complete' | 'fail';

/**
 * One 3D Secure challenge: what the issuer asked the cardholder to authenticate. Its id is the
 * `source` of the PaymentIntent's `next_action.use_stripe_sdk` (`src_...`), and knowing it is
 * what lets the challenge page answer, as Stripe's own redirect sources do.
 */
export interface ThreeDsChallenge {
  id: string;
  paymentIntentId: string;
  paymentMethodId: string;
  /** "visa •••• 3155": what the challenge page and the sandbox page show. */
  card: string;
  amount: number;
  currency: string;
  createdAt: Date;
  status: ChallengeStatus;
  resolvedAt: Date | null;
  /** Who answered: the challenge page, the test hook, or nobody (`canceled`). */
  resolvedBy: 'challenge' | 'hook' | null;
}
