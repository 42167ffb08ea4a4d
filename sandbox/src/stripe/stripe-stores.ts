import type { CustomerObject } from './customers/customer.js';
import type { DisputeObject } from './disputes/dispute.js';
import type { SetupIntentObject } from './setup-intents/setup-intent.js';
import type { PaymentIntentObject } from './payment-intents/payment-intent.js';
import type { StoredPaymentMethod } from './payment-methods/payment-method.js';
import type { RefundObject } from './refunds/refund.js';
import { StripeObjectStore } from './stripe-object-store.js';

/** The Stripe objects the sandbox holds, each kind bounded (the last `capacity` created). */
export interface StripeStores {
  paymentMethods: StripeObjectStore<StoredPaymentMethod>;
  customers: StripeObjectStore<CustomerObject>;
  paymentIntents: StripeObjectStore<PaymentIntentObject>;
  refunds: StripeObjectStore<RefundObject>;
  setupIntents: StripeObjectStore<SetupIntentObject>;
  disputes: StripeObjectStore<DisputeObject>;
}

export function createStripeStores(capacity = 1000): StripeStores {
  return {
    paymentMethods: new StripeObjectStore('PaymentMethod', (stored) => stored.object.id, capacity),
    customers: new StripeObjectStore('customer', (customer) => customer.id, capacity),
    paymentIntents: new StripeObjectStore('payment_intent', (intent) => intent.id, capacity),
    refunds: new StripeObjectStore('refund', (refund) => refund.id, capacity),
    setupIntents: new StripeObjectStore('setupintent', (intent) => intent.id, capacity),
    disputes: new StripeObjectStore('dispute', (dispute) => dispute.id, capacity),
  };
}
