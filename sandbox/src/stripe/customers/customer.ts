import { newStripeId, unixSeconds } from '../stripe-ids.js';

export interface NewCustomer {
  email: string | null;
  name: string | null;
  phone: string | null;
  description: string | null;
  metadata: Record<string, string>;
}

/** Stripe's Customer object, with the members stripe-node types as always present. */
export function newCustomer(fields: NewCustomer, now: Date) {
  const id = newStripeId('cus', 14);
  return {
    id,
    object: 'customer' as const,
    address: null,
    balance: 0,
    created: unixSeconds(now),
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.description,
    discount: null,
    email: fields.email,
    invoice_prefix: id.slice(4, 12).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false as const,
    metadata: fields.metadata,
    name: fields.name,
    next_invoice_sequence: 1,
    phone: fields.phone,
    preferred_locales: [] as string[],
    shipping: null,
    tax_exempt: 'none' as const,
    test_clock: null,
  };
}

export type CustomerObject = ReturnType<typeof newCustomer>;
