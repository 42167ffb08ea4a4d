import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { describeIssues } from '../../http/describe-issues.js';
import { readJsonBody } from '../../http/read-json-body.js';
import { StripeApiError } from '../http/stripe-error.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import { refundFailureReasons, type RefundObject } from './refund.js';
import type { Refunds } from './refunds.js';

export const refundsSectionId = 'refunds';

const listQuerySchema = z.object({
  paymentIntentId: z.string({ error: 'give `paymentIntentId` at most once' }).optional(),
});
const times = z
  .number({ error: 'times must be a whole number' })
  .int('times must be a whole number')
  .min(1, 'times must be at least 1')
  .max(1000, 'times must be at most 1000')
  .default(1);
const failureReason = z.enum(refundFailureReasons, {
  error: `failure_reason must be one of ${refundFailureReasons.join(', ')}`,
});
const balancePlanSchema = z.object({ times }).strict();
const failurePlanSchema = z.object({ times, failure_reason: failureReason.default('declined') }).strict();
const failSchema = z.object({ failure_reason: failureReason.default('declined') }).strict();

const fromPage = (req: Request) => typeof req.is('application/x-www-form-urlencoded') === 'string';

/** The page's buttons post forms: they get the page back; an API client gets JSON. */
function answer(req: Request, res: Response, status: number, body: object): void {
  if (fromPage(req)) {
    res.redirect(303, `/#${refundsSectionId}`);
    return;
  }
  res.status(status).json(body);
}

/** A refused change: 404 for an unknown refund, 409 for a status that does not allow it. */
function refuse(req: Request, res: Response, error: unknown): void {
  if (!(error instanceof StripeApiError)) throw error;
  answer(req, res, error.status === 404 ? 404 : 409, { error: error.message });
}

/**
 * Sandbox-only views and levers for refunds: list them; plan what the next refunds do (a
 * balance too low to refund from, a refund that fails later); move one refund on now, as the
 * bank or card network would (succeed a pending one, fail one). JSON for tests; the page's
 * buttons post forms and are answered with a redirect to the page.
 */
export function refundHooksRouter(refunds: Refunds, store: StripeObjectStore<RefundObject>): express.Router {
  const router = express.Router();
  router.use('/stripe/refunds', express.urlencoded({ extended: false, limit: '10kb' }));

  router.get('/stripe/refunds', (req, res) => {
    const parsed = listQuerySchema.safeParse(req.query);
    if (!parsed.success) {
      res.status(400).json({ error: describeIssues(parsed.error) });
      return;
    }
    const { paymentIntentId } = parsed.data;
    res.json(paymentIntentId ? refunds.forPaymentIntent(paymentIntentId) : store.newestFirst());
  });

  router.post('/stripe/refunds/balance-insufficient', (req, res) => {
    const plan = readJsonBody(req, res, balancePlanSchema, 'the plan');
    if (!plan) return;
    res.status(201).json(refunds.plan.planBalanceInsufficient(plan.times));
  });

  router.post('/stripe/refunds/failures', (req, res) => {
    const plan = readJsonBody(req, res, failurePlanSchema, 'the plan');
    if (!plan) return;
    res.status(201).json(refunds.plan.planFailures(plan.times, plan.failure_reason));
  });

  router.get('/stripe/refunds/planned', (_req, res) => {
    res.json(refunds.plan.list());
  });

  router.delete('/stripe/refunds/planned', (_req, res) => {
    refunds.plan.clear();
    res.status(204).end();
  });

  router.post('/stripe/refunds/:id/succeed', (req, res) => {
    try {
      answer(req, res, 200, refunds.forceSuccess(req.params['id']!));
    } catch (error) {
      refuse(req, res, error);
    }
  });

  router.post('/stripe/refunds/:id/fail', (req, res) => {
    const parsed = failSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      answer(req, res, 400, { error: describeIssues(parsed.error) });
      return;
    }
    try {
      answer(req, res, 200, refunds.forceFailure(req.params['id']!, parsed.data.failure_reason));
    } catch (error) {
      refuse(req, res, error);
    }
  });

  return router;
}
