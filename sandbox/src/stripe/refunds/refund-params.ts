import { invalidRequest } from '../http/stripe-error.js';
import type { StripeForm } from '../http/stripe-form.js';
import { refundReasons, type RefundReason } from './refund.js';

export interface CreateRefundParams {
  paymentIntent: string;
  /** In minor units; undefined: everything still refundable. */
  amount?: number;
  reason: RefundReason | null;
  metadata: Record<string, string>;
}

function readAmount(form: StripeForm): number | undefined {
  const amount = form.integer('amount');
  if (amount !== undefined && amount < 1) {
    throw invalidRequest('This value must be greater than or equal to 1.', { param: 'amount' });
  }
  return amount;
}

/**
 * POST /v1/refunds: `payment_intent` (required: the sandbox refunds PaymentIntents, not bare
 * charges), `amount`, `reason`, `metadata[...]`; `expand` is accepted and ignored.
 */
export function readCreateRefundParams(form: StripeForm): CreateRefundParams {
  form.allowOnly(['payment_intent', 'amount', 'reason', 'metadata', 'expand']);
  return {
    paymentIntent: form.requiredString('payment_intent'),
    amount: readAmount(form),
    reason: form.oneOf('reason', refundReasons) ?? null,
    metadata: form.metadata() ?? {},
  };
}
