import express, { type Request } from 'express';
import { invalidRequest } from '../http/stripe-error.js';
import { StripeForm } from '../http/stripe-form.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import type { DisputeObject } from './dispute.js';

/** The query string of a GET, less `expand` (accepted and ignored: ids are never expanded). */
function queryForm(req: Request): StripeForm {
  const query = Object.fromEntries(Object.entries(req.query).filter(([name]) => !name.startsWith('expand')));
  return StripeForm.of(query);
}

function readLimit(form: StripeForm): number {
  const limit = form.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('This value must be between 1 and 100.', { param: 'limit' });
  return limit;
}

/**
 * GET /v1/disputes/:id and GET /v1/disputes (Stripe's list: `payment_intent`, `charge`,
 * `limit`, `starting_after`, `ending_before`; newest first). Disputes are opened by the
 * bank, here by the test hooks and test cards, never through /v1.
 */
export function disputesRouter(store: StripeObjectStore<DisputeObject>): express.Router {
  const router = express.Router();

  router.get('/disputes', (req, res) => {
    const form = queryForm(req);
    form.allowOnly(['payment_intent', 'charge', 'limit', 'starting_after', 'ending_before']);
    const paymentIntent = form.string('payment_intent');
    const charge = form.string('charge');
    const limit = readLimit(form);
    let list = store
      .newestFirst()
      .filter((dispute) => (!paymentIntent || dispute.payment_intent === paymentIntent) && (!charge || dispute.charge === charge));
    const startingAfter = form.string('starting_after');
    const endingBefore = form.string('ending_before');
    if (startingAfter && endingBefore) {
      throw invalidRequest('You may only specify one of these parameters: ending_before, starting_after.', {
        param: 'ending_before',
      });
    }
    let page: DisputeObject[];
    if (endingBefore) {
      store.require(endingBefore, 'ending_before');
      const end = list.findIndex((dispute) => dispute.id === endingBefore);
      list = end < 0 ? [] : list.slice(0, end);
      page = list.slice(Math.max(0, list.length - limit));
      res.json({ object: 'list', data: page, has_more: list.length > page.length, url: '/v1/disputes' });
      return;
    }
    if (startingAfter) {
      store.require(startingAfter, 'starting_after');
      const start = list.findIndex((dispute) => dispute.id === startingAfter);
      list = start < 0 ? [] : list.slice(start + 1);
    }
    page = list.slice(0, limit);
    res.json({ object: 'list', data: page, has_more: list.length > limit, url: '/v1/disputes' });
  });

  router.get('/disputes/:id', (req, res) => {
    queryForm(req).allowOnly([]);
    res.json(store.require(req.params['id']!, 'dispute'));
  });

  return router;
}
