import express, { type Request, type Response } from 'express';
import { requestOrigin } from '../../http/request-origin.js';
import type { EventRequest } from '../events/stripe-event.js';
import { StripeForm } from '../http/stripe-form.js';
import { stripeRequestIdOf } from '../http/stripe-response-headers.js';
import { readVerifyMicrodepositsParams } from '../microdeposits/microdeposit-params.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import type { SetupIntentObject } from './setup-intent.js';
import { readCancelSetupIntentParams, readConfirmSetupIntentParams, readCreateSetupIntentParams } from './setup-intent-params.js';
import type { SetupIntents } from './setup-intents.js';

/** What an event cites as its cause: this request's id and idempotency key. */
function eventRequest(req: Request, res: Response): EventRequest {
  return { id: stripeRequestIdOf(res), idempotency_key: req.get('Idempotency-Key') ?? null };
}

/** POST /v1/setup_intents, GET /v1/setup_intents/:id, and its confirm, verify_microdeposits and cancel actions (secret key). */
export function setupIntentsRouter(setupIntents: SetupIntents, store: StripeObjectStore<SetupIntentObject>): express.Router {
  const router = express.Router();

  router.post('/setup_intents', (req, res) => {
    const params = readCreateSetupIntentParams(StripeForm.of(req.body));
    res.json(setupIntents.create(params, eventRequest(req, res), requestOrigin(req)));
  });

  router.get('/setup_intents/:id', (req, res) => {
    const query = Object.fromEntries(Object.entries(req.query).filter(([name]) => !name.startsWith('expand')));
    StripeForm.of(query).allowOnly([]);
    res.json(store.require(req.params['id']!, 'setup_intent'));
  });

  router.post('/setup_intents/:id/confirm', (req, res) => {
    const params = readConfirmSetupIntentParams(StripeForm.of(req.body));
    res.json(setupIntents.confirm(req.params['id']!, params, eventRequest(req, res), requestOrigin(req)));
  });

  router.post('/setup_intents/:id/verify_microdeposits', (req, res) => {
    const { answer } = readVerifyMicrodepositsParams(StripeForm.of(req.body));
    res.json(setupIntents.verifyMicrodeposits(req.params['id']!, answer, eventRequest(req, res)));
  });

  router.post('/setup_intents/:id/cancel', (req, res) => {
    const reason = readCancelSetupIntentParams(StripeForm.of(req.body));
    res.json(setupIntents.cancel(req.params['id']!, reason, eventRequest(req, res)));
  });

  return router;
}
