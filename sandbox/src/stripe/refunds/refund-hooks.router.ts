import express from 'express';
import { z } from 'zod';
import { describeIssues } from '../../http/describe-issues.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import type { RefundObject } from './refund.js';

const listQuerySchema = z.object({
  paymentIntentId: z.string({ error: 'give `paymentIntentId` at most once' }).optional(),
});

/** Sandbox-only view of the refunds, for tests and people: GET /api/stripe/refunds?paymentIntentId=. */
export function refundHooksRouter(store: StripeObjectStore<RefundObject>): express.Router {
  const router = express.Router();

  router.get('/stripe/refunds', (req, res) => {
    const parsed = listQuerySchema.safeParse(req.query);
    if (!parsed.success) {
      res.status(400).json({ error: describeIssues(parsed.error) });
      return;
    }
    const { paymentIntentId } = parsed.data;
    res.json(store.newestFirst().filter((refund) => !paymentIntentId || refund.payment_intent === paymentIntentId));
  });

  return router;
}
