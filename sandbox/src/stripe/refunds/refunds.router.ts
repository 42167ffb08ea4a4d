import express, { type Request, type Response } from 'express';
import type { EventRequest } from '../events/stripe-event.js';
import { StripeForm } from '../http/stripe-form.js';
import { stripeRequestIdOf } from '../http/stripe-response-headers.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import type { RefundObject } from './refund.js';
import { readCreateRefundParams } from './refund-params.js';
import type { Refunds } from './refunds.js';

/** What an event cites as its cause: this request's id and idempotency key. */
function eventRequest(req: Request, res: Response): EventRequest {
  return { id: stripeRequestIdOf(res), idempotency_key: req.get('Idempotency-Key') ?? null };
}

/** POST /v1/refunds and GET /v1/refunds/:id. */
export function refundsRouter(refunds: Refunds, store: StripeObjectStore<RefundObject>): express.Router {
  const router = express.Router();

  router.post('/refunds', (req, res) => {
    const params = readCreateRefundParams(StripeForm.of(req.body));
    res.json(refunds.create(params, eventRequest(req, res)));
  });

  router.get('/refunds/:id', (req, res) => {
    res.json(store.require(req.params['id']!, 'refund'));
  });

  return router;
}
