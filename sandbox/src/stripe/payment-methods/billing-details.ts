import type { StripeForm } from '../http/stripe-form.js';
import type { BillingDetails } from './payment-method.js';

const addressFields = ['city', 'country', 'line1', 'line2', 'postal_code', 'state'] as const;

/** `billing_details[...]`, shared by every payment method type; absent members are null as on Stripe. */
export function readBillingDetails(form: StripeForm | undefined): BillingDetails {
  form?.allowOnly(['address', 'email', 'name', 'phone', 'tax_id']);
  const address = form?.object('address');
  address?.allowOnly(addressFields);
  return {
    address: {
      city: address?.string('city') ?? null,
      country: address?.string('country') ?? null,
      line1: address?.string('line1') ?? null,
      line2: address?.string('line2') ?? null,
      postal_code: address?.string('postal_code') ?? null,
      state: address?.string('state') ?? null,
    },
    email: form?.string('email') ?? null,
    name: form?.string('name') ?? null,
    phone: form?.string('phone') ?? null,
    tax_id: form?.string('tax_id') ?? null,
  };
}
