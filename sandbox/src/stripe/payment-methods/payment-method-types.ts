import type { DisputeTrigger } from '../disputes/dispute.js';
import type { StripeForm } from '../http/stripe-form.js';
import type { MicrodepositBehaviour } from '../microdeposits/microdeposit-verifications.js';
import type { PaymentOutcome } from '../payment-outcome.js';
import type { RefundLifecycle } from '../refunds/refund-lifecycle.js';
import { readCardPaymentMethod } from './card-payment-method.js';
import { readUsBankAccountPaymentMethod } from './us-bank-account-payment-method.js';

/** The type-specific hash of a new PaymentMethod (shown under its type's name) and what charging it does. */
export interface PaymentMethodDetails {
  details: Record<string, unknown>;
  outcome: PaymentOutcome;
  /** Confirming a PaymentIntent with it needs `mandate_data` (bank debits) until a mandate exists. */
  requiresMandate?: boolean;
  /** Bank accounts: how microdeposits to it behave, should verification by microdeposits be asked for. */
  microdeposits?: MicrodepositBehaviour;
  /** Test cards and accounts whose successful payment is disputed at once. */
  disputeAfterPayment?: DisputeTrigger;
  /** Test cards whose refunds change status later; otherwise the type's usual refund. */
  refunds?: RefundLifecycle;
}

/** Reads and validates one type's parameters (`card[...]`), throwing Stripe's errors. */
export type PaymentMethodReader = (form: StripeForm, context: { now: Date }) => PaymentMethodDetails;

/**
 * The payment method types the sandbox can create, by Stripe's `type` value. A new type is
 * one more reader here: its parameters arrive under the same name (`card[...]`, `us_bank_account[...]`).
 */
export const paymentMethodReaders: Readonly<Record<string, PaymentMethodReader>> = {
  card: readCardPaymentMethod,
  us_bank_account: readUsBankAccountPaymentMethod,
};

export const paymentMethodTypes = Object.keys(paymentMethodReaders);
