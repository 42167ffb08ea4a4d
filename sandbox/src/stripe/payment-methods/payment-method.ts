import type { DisputeTrigger } from '../disputes/dispute.js';
import type { MicrodepositBehaviour } from '../microdeposits/microdeposit-verifications.js';
import type { PaymentOutcome } from '../payment-outcome.js';
import type { RefundLifecycle } from '../refunds/refund-lifecycle.js';

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
  /**
   * True for a bank account until a PaymentIntent is confirmed with it and `mandate_data`:
   * from then on the mandate exists and later payments (a saved account) need none.
   */
  needsMandate?: boolean;
  /**
   * True once an authenticated payment saved this card for off-session use
   * (`setup_future_usage=off_session`): a card that asks for 3D Secure on session only
   * (4000002500003155) then goes through off session without a challenge.
   */
  setUpForOffSession?: boolean;
  /** Bank accounts entered by number: how microdeposits behave if verification by microdeposits is asked for. */
  microdeposits?: MicrodepositBehaviour;
  /** A test card or account whose successful payment is disputed right after (4000000000000259, 000555555559...). */
  disputeAfterPayment?: DisputeTrigger;
  /** How refunds of its payments go, when its test number says (4000000000005126...); else its type's usual refund. */
  refunds?: RefundLifecycle;
}

/** The brand and last 4 digits (or "ACH", bank and last 4) a person recognises a payment method by. */
export function describePaymentMethod(object: PaymentMethodObject): string {
  const details = object[object.type] as { brand?: string; bank_name?: string | null; last4?: string } | undefined;
  const name =
    object.type === 'us_bank_account' ? `ACH ${details?.bank_name ?? 'bank account'}` : (details?.brand ?? object.type);
  return details?.last4 ? `${name} •••• ${details.last4}` : name;
}
