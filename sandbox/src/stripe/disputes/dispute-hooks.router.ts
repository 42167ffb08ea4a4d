import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { describeIssues } from '../../http/describe-issues.js';
import { StripeApiError } from '../http/stripe-error.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import type { PaymentIntentObject } from '../payment-intents/payment-intent.js';
import { disputeReasons, openDisputeStatuses, type DisputeObject } from './dispute.js';
import type { Disputes } from './disputes.js';

export const disputesSectionId = 'disputes';

const openSchema = z
  .object({
    reason: z.enum(disputeReasons).optional(),
    // A form post sends text; JSON sends a number.
    amount: z.coerce.number().int().positive().optional(),
    status: z.enum(['needs_response', 'warning_needs_response']).optional(),
  })
  .strict();
const closeSchema = z.object({ outcome: z.enum(['won', 'lost']) }).strict();
const updateSchema = z.object({ status: z.enum(openDisputeStatuses) }).strict();
const listQuerySchema = z.object({
  paymentIntentId: z.string({ error: 'give `paymentIntentId` at most once' }).optional(),
});

const fromPage = (req: Request) => typeof req.is('application/x-www-form-urlencoded') === 'string';

/** The page's buttons post forms: they get the page back; an API client gets JSON. */
function answer(req: Request, res: Response, status: number, body: object): void {
  if (fromPage(req)) {
    res.redirect(303, `/#${disputesSectionId}`);
    return;
  }
  res.status(status).json(body);
}

/** A refused Stripe operation: 404 for an unknown id, 409 for a state that does not allow it. */
function refuse(req: Request, res: Response, error: unknown): void {
  if (!(error instanceof StripeApiError)) throw error;
  answer(req, res, error.status === 404 ? 404 : 409, { error: error.message });
}

function parse<T>(req: Request, res: Response, schema: z.ZodType<T>): T | undefined {
  const parsed = schema.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data;
  answer(req, res, 400, { error: describeIssues(parsed.error) });
  return undefined;
}

/**
 * Sandbox levers for disputes, as the card network or bank would pull them: open one on a
 * succeeded payment, move it on, close it won or lost. JSON for tests; form posts (the page's
 * buttons) are answered with a redirect to the page.
 */
export function disputeHooksRouter(disputes: Disputes, paymentIntents: StripeObjectStore<PaymentIntentObject>, store: StripeObjectStore<DisputeObject>): express.Router {
  const router = express.Router();
  router.use('/stripe', express.urlencoded({ extended: false, limit: '10kb' }));

  router.get('/stripe/disputes', (req, res) => {
    const parsed = listQuerySchema.safeParse(req.query);
    if (!parsed.success) {
      res.status(400).json({ error: describeIssues(parsed.error) });
      return;
    }
    const { paymentIntentId } = parsed.data;
    res.json(store.newestFirst().filter((dispute) => !paymentIntentId || dispute.payment_intent === paymentIntentId));
  });

  router.post('/stripe/payment_intents/:id/dispute', (req, res) => {
    const params = parse(req, res, openSchema);
    if (!params) return;
    const intent = paymentIntents.find(req.params['id']!);
    if (!intent) {
      answer(req, res, 404, { error: `No PaymentIntent ${req.params['id']}` });
      return;
    }
    try {
      answer(req, res, 200, disputes.open(intent, params));
    } catch (error) {
      refuse(req, res, error);
    }
  });

  router.post('/stripe/disputes/:id/update', (req, res) => {
    const params = parse(req, res, updateSchema);
    if (!params) return;
    try {
      answer(req, res, 200, disputes.update(req.params['id']!, params.status));
    } catch (error) {
      refuse(req, res, error);
    }
  });

  router.post('/stripe/disputes/:id/close', (req, res) => {
    const params = parse(req, res, closeSchema);
    if (!params) return;
    try {
      answer(req, res, 200, disputes.close(req.params['id']!, params.outcome));
    } catch (error) {
      refuse(req, res, error);
    }
  });

  return router;
}
