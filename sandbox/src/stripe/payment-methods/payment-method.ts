import type { PaymentOutcome } from '../payment-outcome.js';

export interface BillingAddress {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

export interface BillingDetails {
  address: BillingAddress;
  email: string | null;
  name: string | null;
  phone: string | null;
  tax_id: string | null;
}

/** Stripe's PaymentMethod object; the type-specific hash sits under the type's name (`card`, `us_bank_account`). */
export interface PaymentMethodObject {
  id: string;
  object: 'payment_method';
  allow_redisplay: string;
  billing_details: BillingDetails;
  created: number;
  customer: string | null;
  livemode: false;
  metadata: Record<string, string>;
  type: string;
  [typeSpecific: string]: unknown;
}

/** A PaymentMethod as kept: the object Stripe shows, plus what charging it will do. */
export interface StoredPaymentMethod {
  object: PaymentMethodObject;
  outcome: PaymentOutcome;
  /**
   * False once Stripe would refuse to use it again: after a successful payment without a
   * customer to keep it, or after detaching it from its customer.
   */
  reusable: boolean;
}

/** The brand and last 4 digits (or bank and last 4) a person recognises a payment method by. */
export function describePaymentMethod(object: PaymentMethodObject): string {
  const details = object[object.type] as { brand?: string; bank_name?: string; last4?: string } | undefined;
  const name = details?.brand ?? details?.bank_name ?? object.type;
  return details?.last4 ? `${name} •••• ${details.last4}` : name;
}
