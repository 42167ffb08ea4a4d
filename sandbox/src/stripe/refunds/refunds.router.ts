import express, { type Request, type Response } from 'express';
import type { EventRequest } from '../events/stripe-event.js';
import { queryForm } from '../http/query-form.js';
import { StripeForm } from '../http/stripe-form.js';
import { paginationParams, stripeListPage } from '../http/stripe-list.js';
import { stripeRequestIdOf } from '../http/stripe-response-headers.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import type { RefundObject } from './refund.js';
import { readCreateRefundParams } from './refund-params.js';
import type { Refunds } from './refunds.js';

/** What an event cites as its cause: this request's id and idempotency key. */
function eventRequest(req: Request, res: Response): EventRequest {
  return { id: stripeRequestIdOf(res), idempotency_key: req.get('Idempotency-Key') ?? null };
}

/**
 * POST /v1/refunds, GET /v1/refunds/:id, GET /v1/refunds (Stripe's list: `payment_intent`,
 * `charge`, `limit`, `starting_after`, `ending_before`; newest first) and
 * POST /v1/refunds/:id/cancel.
 */
export function refundsRouter(refunds: Refunds, store: StripeObjectStore<RefundObject>): express.Router {
  const router = express.Router();

  router.post('/refunds', (req, res) => {
    const params = readCreateRefundParams(StripeForm.of(req.body));
    res.json(refunds.create(params, eventRequest(req, res)));
  });

  router.get('/refunds', (req, res) => {
    const form = queryForm(req);
    form.allowOnly(['payment_intent', 'charge', ...paginationParams]);
    const paymentIntent = form.string('payment_intent');
    const charge = form.string('charge');
    const list = store
      .newestFirst()
      .filter((refund) => (!paymentIntent || refund.payment_intent === paymentIntent) && (!charge || refund.charge === charge));
    res.json(stripeListPage(list, form, '/v1/refunds', (id, param) => store.require(id, param)));
  });

  router.get('/refunds/:id', (req, res) => {
    queryForm(req).allowOnly([]);
    res.json(store.require(req.params['id']!, 'refund'));
  });

  router.post('/refunds/:id/cancel', (req, res) => {
    StripeForm.of(req.body).allowOnly(['expand']);
    res.json(refunds.cancel(req.params['id']!, eventRequest(req, res)));
  });

  return router;
}
