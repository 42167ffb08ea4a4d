import express from 'express';
import { invalidRequest } from '../http/stripe-error.js';
import { StripeForm } from '../http/stripe-form.js';
import { newStripeId, unixSeconds } from '../stripe-ids.js';
import type { StripeStores } from '../stripe-stores.js';
import { readBillingDetails } from './billing-details.js';
import type { StoredPaymentMethod } from './payment-method.js';
import { paymentMethodReaders, paymentMethodTypes } from './payment-method-types.js';

/**
 * PaymentMethods: cards created from the browser with the publishable key (card details go
 * to the provider, never to the product), bank accounts by the api with the secret key;
 * then retrieved, attached and detached with the secret key. What the sandbox keeps is the
 * object Stripe shows plus the test behaviour.
 */
export function paymentMethodsRouter({ paymentMethods, customers }: StripeStores, now: () => Date): express.Router {
  const router = express.Router();

  router.post('/payment_methods', (req, res) => {
    const form = StripeForm.of(req.body);
    form.allowOnly(['type', 'billing_details', 'metadata', 'allow_redisplay', 'expand', ...paymentMethodTypes]);
    const type = form.requiredString('type');
    const reader = paymentMethodReaders[type];
    if (!reader) {
      throw invalidRequest(`Invalid type: must be one of ${paymentMethodTypes.join(', ')}`, { param: 'type' });
    }
    const created = now();
    const { details, outcome, requiresMandate, microdeposits, disputeAfterPayment, refunds } = reader(form, { now: created });
    const stored: StoredPaymentMethod = {
      object: {
        id: newStripeId('pm'),
        object: 'payment_method',
        allow_redisplay: form.oneOf('allow_redisplay', ['always', 'limited', 'unspecified']) ?? 'unspecified',
        billing_details: readBillingDetails(form.object('billing_details')),
        created: unixSeconds(created),
        customer: null,
        livemode: false,
        metadata: form.metadata() ?? {},
        type,
        [type]: details,
      },
      outcome,
      reusable: true,
      ...(requiresMandate ? { needsMandate: true } : {}),
      ...(microdeposits ? { microdeposits } : {}),
      ...(disputeAfterPayment ? { disputeAfterPayment } : {}),
      ...(refunds ? { refunds } : {}),
    };
    res.json(paymentMethods.add(stored).object);
  });

  router.get('/payment_methods/:id', (req, res) => {
    res.json(paymentMethods.require(req.params['id']!, 'payment_method').object);
  });

  router.post('/payment_methods/:id/attach', (req, res) => {
    const stored = paymentMethods.require(req.params['id']!, 'payment_method');
    const form = StripeForm.of(req.body);
    form.allowOnly(['customer', 'expand']);
    const customer = customers.require(form.requiredString('customer'), 'customer');
    const attachedTo = stored.object.customer;
    if (attachedTo !== null && attachedTo !== customer.id) {
      throw invalidRequest('The payment method you provided has already been attached to a customer.', {
        param: 'payment_method',
      });
    }
    if (!stored.reusable) {
      throw invalidRequest(
        'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
        { param: 'payment_method' },
      );
    }
    stored.object.customer = customer.id;
    res.json(stored.object);
  });

  router.post('/payment_methods/:id/detach', (req, res) => {
    const stored = paymentMethods.require(req.params['id']!, 'payment_method');
    StripeForm.of(req.body).allowOnly(['expand']);
    if (stored.object.customer === null) {
      throw invalidRequest('The payment method you provided is not attached to a customer so detachment is impossible.', {
        param: 'payment_method',
      });
    }
    stored.object.customer = null;
    stored.reusable = false;
    res.json(stored.object);
  });

  return router;
}
