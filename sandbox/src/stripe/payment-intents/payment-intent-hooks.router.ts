import express, { type Response } from 'express';
import { z } from 'zod';
import { describeIssues } from '../../http/describe-issues.js';
import { StripeApiError } from '../http/stripe-error.js';
import type { StripeEventLog } from '../events/stripe-event-log.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import type { PaymentIntentObject } from './payment-intent.js';
import type { PaymentIntents } from './payment-intents.js';

const failureSchema = z
  .object({
    code: z.string().trim().min(1).default('card_declined'),
    decline_code: z.string().trim().min(1).optional(),
    message: z.string().trim().min(1).optional(),
  })
  .strict();

const authenticationSchema = z.object({ outcome: z.enum(['complete', 'fail']) }).strict();

/** Sandbox errors on /api are `{ error: "text" }`; a refused Stripe operation keeps its status. */
function answerRefusal(res: Response, error: unknown): void {
  if (!(error instanceof StripeApiError)) throw error;
  res.status(error.status === 400 ? 409 : error.status).json({ error: error.message });
}

/**
 * Sandbox-only views and levers for Stripe: read events and PaymentIntents, and force the
 * later outcome of a payment still waiting for one (ACH debits settle or fail days later).
 */
export function paymentIntentHooksRouter(
  paymentIntents: PaymentIntents,
  store: StripeObjectStore<PaymentIntentObject>,
  events: StripeEventLog,
): express.Router {
  const router = express.Router();

  router.get('/stripe/events/:id', (req, res) => {
    const published = events.find(req.params['id']!);
    if (!published) {
      res.status(404).json({ error: `No Stripe event ${req.params['id']}` });
      return;
    }
    res.json(published.event);
  });

  router.get('/stripe/payment_intents', (_req, res) => {
    res.json(store.newestFirst());
  });

  router.post('/stripe/payment_intents/:id/succeed', (req, res) => {
    try {
      res.json(paymentIntents.forceSuccess(req.params['id']!));
    } catch (error) {
      answerRefusal(res, error);
    }
  });

  router.post('/stripe/payment_intents/:id/fail', (req, res) => {
    const parsed = failureSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ error: describeIssues(parsed.error) });
      return;
    }
    const { code, decline_code, message } = parsed.data;
    const failure = {
      code,
      declineCode: decline_code ?? (code === 'card_declined' ? 'generic_decline' : undefined),
      message: message ?? (code === 'card_declined' ? 'Your card was declined.' : `The payment failed (${code}).`),
    };
    try {
      res.json(paymentIntents.forceFailure(req.params['id']!, failure));
    } catch (error) {
      answerRefusal(res, error);
    }
  });

  /** Answers a pending 3D Secure challenge as the cardholder would on the challenge page. */
  router.post('/stripe/payment_intents/:id/authenticate', (req, res) => {
    const parsed = authenticationSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ error: describeIssues(parsed.error) });
      return;
    }
    try {
      res.json(paymentIntents.authenticate({ paymentIntentId: req.params['id']! }, parsed.data.outcome, 'hook'));
    } catch (error) {
      answerRefusal(res, error);
    }
  });

  router.get('/stripe/3ds-challenges', (req, res) => {
    const paymentIntentId = typeof req.query['paymentIntentId'] === 'string' ? req.query['paymentIntentId'] : undefined;
    const challenges = paymentIntents.challenges.newestFirst();
    res.json(paymentIntentId ? challenges.filter((challenge) => challenge.paymentIntentId === paymentIntentId) : challenges);
  });

  return router;
}
