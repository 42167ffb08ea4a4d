import type { StripeForm } from '../http/stripe-form.js';

export const verificationMethods = ['automatic', 'instant', 'microdeposits'] as const;
export type VerificationMethod = (typeof verificationMethods)[number];

/**
 * `payment_method_options[us_bank_account][verification_method]`, the one payment method
 * option the sandbox reads; the others are accepted and ignored. Only `microdeposits` changes
 * anything: a bank account entered by number is then verified by microdeposits before it is
 * debited (`automatic` and `instant` leave PaymentIntents as they were: debited at once).
 */
export function readVerificationMethod(form: StripeForm): VerificationMethod | undefined {
  return form.object('payment_method_options')?.object('us_bank_account')?.oneOf('verification_method', verificationMethods);
}
