import type { Money } from '../../shared/domain/money.js';

/** The reasons a transfer shows its sender when it ends without delivering (`failureReason`). */

export const CHECKOUT_EXPIRED = "This transfer expired before it was paid. Please start a new transfer to send at today's rate.";

/** A paid transfer whose payout could not be delivered, until the refund is made. */
export const PAYOUT_FAILED = 'We could not deliver the money to the recipient. Your payment is being refunded.';

/** The same, once the sender's payment was refunded. */
export function refundedReason(total: Money): string {
  return `We could not deliver the money to the recipient, so your payment of ${total.format()} has been refunded.`;
}
