import express from 'express';
import { StripeForm } from '../http/stripe-form.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import { newCustomer, type CustomerObject } from './customer.js';

/** POST /v1/customers and GET /v1/customers/:id. */
export function customersRouter(customers: StripeObjectStore<CustomerObject>, now: () => Date): express.Router {
  const router = express.Router();

  router.post('/customers', (req, res) => {
    const form = StripeForm.of(req.body);
    form.allowOnly(['email', 'name', 'phone', 'description', 'metadata', 'expand']);
    const customer = newCustomer(
      {
        email: form.string('email') ?? null,
        name: form.string('name') ?? null,
        phone: form.string('phone') ?? null,
        description: form.string('description') ?? null,
        metadata: form.metadata() ?? {},
      },
      now(),
    );
    res.json(customers.add(customer));
  });

  router.get('/customers/:id', (req, res) => {
    res.json(customers.require(req.params['id']!, 'id'));
  });

  return router;
}
