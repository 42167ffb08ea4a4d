import express from 'express';
import { z } from 'zod';
import { readJsonBody } from '../../http/read-json-body.js';
import type { StripeBalance } from './stripe-balance.js';

const plantSchema = z
  .object({
    amount: z.number({ error: 'amount must be a whole number of cents' }).int('amount must be a whole number of cents').min(50, 'amount must be at least 50 cents').max(99_999_999, 'amount must be at most 99999999 cents'),
  })
  .strict();

/**
 * Sandbox-only levers of the Stripe balance: run the automatic payout now (Stripe runs it daily),
 * and plant a charge the product never saw (the reconciliation's fault scenario).
 */
export function balanceHooksRouter(balance: StripeBalance): express.Router {
  const router = express.Router();

  router.post('/stripe/payouts/run', (_req, res) => {
    const payout = balance.runPayout();
    res.status(payout ? 201 : 200).json({ payout });
  });

  router.post('/stripe/charges/plant', (req, res) => {
    const body = readJsonBody(req, res, plantSchema, 'the charge to plant ({ "amount": cents })');
    if (body) res.status(201).json(balance.plantCharge(body.amount));
  });

  return router;
}
