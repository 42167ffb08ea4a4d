import express from 'express';
import { queryForm } from '../http/query-form.js';
import { paginationParams, stripeListPage } from '../http/stripe-list.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import type { DisputeObject } from './dispute.js';

/**
 * GET /v1/disputes/:id and GET /v1/disputes (Stripe's list: `payment_intent`, `charge`,
 * `limit`, `starting_after`, `ending_before`; newest first). Disputes are opened by the
 * bank, here by the test hooks and test cards, never through /v1.
 */
export function disputesRouter(store: StripeObjectStore<DisputeObject>): express.Router {
  const router = express.Router();

  router.get('/disputes', (req, res) => {
    const form = queryForm(req);
    form.allowOnly(['payment_intent', 'charge', ...paginationParams]);
    const paymentIntent = form.string('payment_intent');
    const charge = form.string('charge');
    const disputes = store
      .newestFirst()
      .filter((dispute) => (!paymentIntent || dispute.payment_intent === paymentIntent) && (!charge || dispute.charge === charge));
    res.json(stripeListPage(disputes, form, '/v1/disputes', (id, param) => store.require(id, param)));
  });

  router.get('/disputes/:id', (req, res) => {
    queryForm(req).allowOnly([]);
    res.json(store.require(req.params['id']!, 'dispute'));
  });

  return router;
}
