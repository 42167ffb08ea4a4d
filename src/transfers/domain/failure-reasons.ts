import type { Money } from '../../shared/domain/money.js';

/** The reasons a transfer shows its sender when it ends without delivering (`failureReason`). */

/** A card payment whose 3-D Secure check the sender left unfinished before paying another way. */
export const AUTHENTICATION_NOT_COMPLETED = 'The card check with your bank was not completed.';

export const CHECKOUT_EXPIRED = "This transfer expired before it was paid. Please start a new transfer to send at today's rate.";

/** A paid transfer whose payout could not be delivered (`why`: the partner's reason in the sender's terms), until the refund is made. */
export function payoutFailedReason(why: string | null): string {
  return `We could not deliver the money to the recipient.${why ? ` ${why}` : ''} Your payment is being refunded.`;
}

/** A paid transfer whose payout failed and waits for our team to send it again or refund it. */
export function payoutOnHoldReason(why: string | null): string {
  return `We could not deliver the money to the recipient yet.${why ? ` ${why}` : ''} Our team will try again or refund your payment within 1 business day.`;
}

/** The same, once the sender's payment was refunded. */
export function refundedReason(total: Money, why: string | null): string {
  return `We could not deliver the money to the recipient${why ? ` (${why.replace(/\.$/, '')})` : ''}, so your payment of ${total.format()} has been refunded.`;
}

/** A failed transfer whose refund the payment provider refused: our team takes it up. */
export const REFUND_UNDER_REVIEW =
  'We could not deliver the money to the recipient, and your refund needs a review by our team. We will contact you within 2 business days; nothing more is needed from you.';

/** A refused refund our team paid back another way. */
export function refundedByOperatorReason(total: Money): string {
  return `We could not deliver the money to the recipient, so our team returned your payment of ${total.format()} to you.`;
}

/** A payment the sender's bank took back through a dispute before the money was sent. */
export const PAYMENT_REVERSED = 'Your bank reversed this payment after a dispute, so the money was not sent to the recipient.';

/** A paid transfer the sender cancelled within the cancellation window, until the refund is made. */
export function cancelledBySenderReason(total: Money): string {
  return `You cancelled this transfer. Your payment of ${total.format()} is being refunded in full, fees included.`;
}

/** The same, once the refund was made. */
export function cancelledAndRefundedReason(total: Money): string {
  return `You cancelled this transfer, and your payment of ${total.format()} has been refunded in full, fees included.`;
}

/** What the sender is told while sanctions screening holds their transfer for our team. */
export const TRANSFER_UNDER_REVIEW = "Your transfer is under review. We'll email you when you can continue.";

/** A transfer our team refused after sanctions screening: nothing was charged. */
export const SCREENING_REFUSED = 'We could not send this transfer after reviewing it. Nothing was charged.';
