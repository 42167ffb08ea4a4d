import express from 'express';
import { z } from 'zod';
import { readJsonBody } from '../http/read-json-body.js';
import { laggingProviders, type StatusLagPlan } from './status-lag-plan.js';

const lagSchema = z.object({
  provider: z.enum(laggingProviders, { error: `provider must be one of ${laggingProviders.join(', ')}` }),
  forMs: z
    .number({ error: 'forMs must be a whole number of milliseconds' })
    .int('forMs must be a whole number of milliseconds')
    .min(1, 'forMs must be at least 1')
    .max(600_000, 'forMs must be at most 600000'),
  msisdn: z
    .string({ error: 'msisdn must be the recipient phone number, e.g. 254712345678' })
    .regex(/^\+?[\d\s().-]+$/, 'msisdn must be a phone number in international format, e.g. 254712345678')
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().min(8, 'msisdn is too short').max(15, 'msisdn is too long'))
    .optional(),
});

/** Test hook (`/api/payouts/status-lag`): payouts a rail's status lookup does not see yet. */
export function statusLagRouter(lags: StatusLagPlan): express.Router {
  const router = express.Router();

  router.get('/payouts/status-lag', (_req, res) => {
    res.json(lags.list());
  });

  router.put('/payouts/status-lag', (req, res) => {
    const lag = readJsonBody(req, res, lagSchema, 'the lag');
    if (!lag) return;
    res.json(lags.plan(lag.provider, lag.forMs, lag.msisdn ?? null));
  });

  router.delete('/payouts/status-lag', (_req, res) => {
    lags.clear();
    res.status(204).end();
  });

  return router;
}
