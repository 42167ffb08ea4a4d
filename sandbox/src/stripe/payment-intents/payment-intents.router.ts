import express, { type Request, type Response } from 'express';
import { requestOrigin } from '../../http/request-origin.js';
import type { EventRequest } from '../events/stripe-event.js';
import { stripeKeyOf } from '../http/stripe-auth.js';
import { StripeApiError } from '../http/stripe-error.js';
import { StripeForm } from '../http/stripe-form.js';
import { stripeRequestIdOf } from '../http/stripe-response-headers.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import { checkClientSecret, publishableView } from './client-secret.js';
import type { PaymentIntentObject } from './payment-intent.js';
import { readCancelParams, readConfirmParams, readCreateParams } from './payment-intent-params.js';
import { readSearchParams, searchPaymentIntents } from './payment-intent-search.js';
import { readVerifyMicrodepositsParams } from '../microdeposits/microdeposit-params.js';
import type { PaymentIntents } from './payment-intents.js';

/** What an event cites as its cause: this request's id and idempotency key. */
function eventRequest(req: Request, res: Response): EventRequest {
  return { id: stripeRequestIdOf(res), idempotency_key: req.get('Idempotency-Key') ?? null };
}

const fromBrowser = (res: Response) => stripeKeyOf(res).kind === 'publishable';

/** The query string of a GET, less `expand` (accepted and ignored: ids are never expanded). */
function queryForm(req: Request): StripeForm {
  const query = Object.fromEntries(Object.entries(req.query).filter(([name]) => !name.startsWith('expand')));
  return StripeForm.of(query);
}

/**
 * POST /v1/payment_intents, search, GET /v1/payment_intents/:id, and its confirm, cancel and
 * verify_microdeposits actions. The browser (publishable key) may read and confirm an intent whose client secret
 * it holds, and sees only the members Stripe shows a publishable key.
 */
export function paymentIntentsRouter(
  paymentIntents: PaymentIntents,
  store: StripeObjectStore<PaymentIntentObject>,
): express.Router {
  const router = express.Router();

  router.post('/payment_intents', (req, res) => {
    const params = readCreateParams(StripeForm.of(req.body));
    res.json(paymentIntents.create(params, eventRequest(req, res), requestOrigin(req)));
  });

  router.get('/payment_intents/search', (req, res) => {
    const form = queryForm(req);
    form.allowOnly(['query', 'limit', 'page']);
    res.json(searchPaymentIntents(store, readSearchParams(form)));
  });

  router.get('/payment_intents/:id', (req, res) => {
    const intent = store.require(req.params['id']!, 'intent');
    const form = queryForm(req);
    form.allowOnly(['client_secret']);
    const clientSecret = form.string('client_secret');
    if (fromBrowser(res) || clientSecret !== undefined) checkClientSecret(intent, clientSecret);
    res.json(fromBrowser(res) ? publishableView(intent) : intent);
  });

  router.post('/payment_intents/:id/confirm', (req, res) => {
    const params = readConfirmParams(StripeForm.of(req.body));
    if (fromBrowser(res) || params.clientSecret !== undefined) {
      checkClientSecret(store.require(req.params['id']!, 'intent'), params.clientSecret);
    }
    let intent: PaymentIntentObject;
    try {
      intent = paymentIntents.confirm(req.params['id']!, params, eventRequest(req, res), requestOrigin(req));
    } catch (error) {
      // A decline carries the intent: the browser sees it as a publishable key may.
      const carried = error instanceof StripeApiError ? (error.body.payment_intent as PaymentIntentObject | undefined) : undefined;
      if (!fromBrowser(res) || !carried) throw error;
      throw new StripeApiError((error as StripeApiError).status, { ...(error as StripeApiError).body, payment_intent: publishableView(carried) });
    }
    res.json(fromBrowser(res) ? publishableView(intent) : intent);
  });

  router.post('/payment_intents/:id/verify_microdeposits', (req, res) => {
    const { answer } = readVerifyMicrodepositsParams(StripeForm.of(req.body));
    res.json(paymentIntents.verifyMicrodeposits(req.params['id']!, answer, eventRequest(req, res)));
  });

  router.post('/payment_intents/:id/cancel', (req, res) => {
    const reason = readCancelParams(StripeForm.of(req.body));
    res.json(paymentIntents.cancel(req.params['id']!, reason, eventRequest(req, res)));
  });

  return router;
}
