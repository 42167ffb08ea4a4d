import express, { type Request, type Response } from 'express';
import type { EventRequest } from '../events/stripe-event.js';
import { StripeForm } from '../http/stripe-form.js';
import { stripeRequestIdOf } from '../http/stripe-response-headers.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import type { PaymentIntentObject } from './payment-intent.js';
import { readCancelParams, readConfirmParams, readCreateParams } from './payment-intent-params.js';
import type { PaymentIntents } from './payment-intents.js';

/** What an event cites as its cause: this request's id and idempotency key. */
function eventRequest(req: Request, res: Response): EventRequest {
  return { id: stripeRequestIdOf(res), idempotency_key: req.get('Idempotency-Key') ?? null };
}

/** POST /v1/payment_intents, GET /v1/payment_intents/:id, and its confirm and cancel actions. */
export function paymentIntentsRouter(
  paymentIntents: PaymentIntents,
  store: StripeObjectStore<PaymentIntentObject>,
): express.Router {
  const router = express.Router();

  router.post('/payment_intents', (req, res) => {
    const params = readCreateParams(StripeForm.of(req.body));
    res.json(paymentIntents.create(params, eventRequest(req, res)));
  });

  router.get('/payment_intents/:id', (req, res) => {
    res.json(store.require(req.params['id']!, 'intent'));
  });

  router.post('/payment_intents/:id/confirm', (req, res) => {
    const params = readConfirmParams(StripeForm.of(req.body));
    res.json(paymentIntents.confirm(req.params['id']!, params, eventRequest(req, res)));
  });

  router.post('/payment_intents/:id/cancel', (req, res) => {
    const reason = readCancelParams(StripeForm.of(req.body));
    res.json(paymentIntents.cancel(req.params['id']!, reason, eventRequest(req, res)));
  });

  return router;
}
