import { StripeApiError, stripeDocUrl } from '../http/stripe-error.js';
import type { RefundObject } from './refund.js';

/**
 * Stripe's `balance_insufficient` (400 invalid_request_error): the available balance cannot
 * cover the refund, and nothing is refunded. The message is Stripe's wording for that code
 * (as integrators quote it; key on the code). The operation had started, so the answer is
 * saved under the idempotency key: the same key replays it; a new attempt needs a new key.
 */
export function balanceInsufficient(): StripeApiError {
  return new StripeApiError(
    400,
    {
      type: 'invalid_request_error',
      code: 'balance_insufficient',
      doc_url: stripeDocUrl('balance_insufficient'),
      message:
        'You have insufficient funds in your Stripe account. One likely reason you have insufficient funds is that your funds are automatically being paid out; try enabling manual payouts by going to https://dashboard.stripe.com/account/payouts.',
    },
    { operationRan: true },
  );
}

/**
 * Canceling a refund that is not `requires_action`: Stripe documents only that the call
 * "raises an error if you can't cancel the refund" (a 400 invalid_request_error, no code);
 * the wording is the sandbox's.
 */
export function refundNotCancelable(refund: RefundObject): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message: `Refund ${refund.id} cannot be canceled because its status is ${refund.status}: only a refund with status requires_action can be canceled.`,
  });
}
