/**
 * Why a payout could not be delivered, in terms a sender understands. Each rail maps its
 * partner's result codes onto these in one table.
 */
export type PayoutFailureCode =
  | 'recipient_not_registered'
  | 'recipient_blocked'
  | 'recipient_details_invalid'
  | 'recipient_limit_exceeded'
  | 'amount_outside_limits'
  | 'partner_declined'
  | 'partner_unavailable'
  /**
   * The partner refused for want of our prefunded balance there: nothing the sender or the
   * recipient can fix, and no failure of the transfer. The rail pauses and the payout waits for a
   * top-up (`PayoutService`), then goes again as a new attempt.
   */
  | 'partner_insufficient_balance';

export const PAYOUT_FAILURE_MESSAGES: Readonly<Record<PayoutFailureCode, string>> = {
  recipient_not_registered: "The recipient's number is not registered for this payment method.",
  recipient_blocked: "The recipient's account cannot receive money right now.",
  recipient_details_invalid: "The recipient's details do not match their account.",
  recipient_limit_exceeded: "The payment would exceed the recipient's account limits.",
  amount_outside_limits: 'The amount is outside what this payment method can deliver.',
  partner_declined: 'Our payout partner declined the payment.',
  partner_unavailable: 'Our payout partner could not process the payment.',
  partner_insufficient_balance: 'Our payout partner is waiting for funds from us; your money is on its way.',
};
