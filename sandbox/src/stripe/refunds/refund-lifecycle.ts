import type { RefundFailureReason } from './refund.js';

/**
 * How a refund of a payment goes, decided by the payment method it was made with: the status
 * it is created in, and what becomes of it after the sandbox's refund delay (none: it stays).
 * Live refunds are asynchronous; Stripe's test cards and its bank refunds show both shapes.
 */
export interface RefundLifecycle {
  starts: 'pending' | 'succeeded';
  then: { status: 'succeeded' } | { status: 'failed'; failureReason: RefundFailureReason } | null;
}

/** Any other test card: "refunds succeed immediately and don't change status after that" (docs.stripe.com/testing#refunds). */
export const immediateRefund: RefundLifecycle = { starts: 'succeeded', then: null };

/**
 * An ACH Direct Debit refund is a separate credit to the customer's bank account that takes
 * business days (docs.stripe.com/payments/ach-direct-debit#refunds): pending, then succeeded.
 * Stripe documents no test account whose refund fails; the sandbox's failure plan does that.
 */
export const bankCreditRefund: RefundLifecycle = { starts: 'pending', then: { status: 'succeeded' } };

/** The same refund, except that it ends `failed` for the given reason. */
export function failingLater(lifecycle: RefundLifecycle, failureReason: RefundFailureReason): RefundLifecycle {
  return { starts: lifecycle.starts, then: { status: 'failed', failureReason } };
}

/** The lifecycle of a payment method type, when its test number asks for nothing else. */
export function refundLifecycleOfType(paymentMethodType: string | undefined): RefundLifecycle {
  return paymentMethodType === 'us_bank_account' ? bankCreditRefund : immediateRefund;
}
