import express from 'express';
import { z } from 'zod';
import { describeIssues } from '../http/describe-issues.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { CallbackDispatcher } from './callback-dispatcher.js';
import type { LostCallbackPlan } from './lost-callback-plan.js';
import { payoutActivityKinds, payoutProviders, type PayoutActivity } from './payout-activity.js';
import type { PayoutActivityLog } from './payout-activity-log.js';
import type { PayoutTimers } from './payout-timers.js';

const once = (name: string) => z.string({ error: `give \`${name}\` at most once` }).optional();

const listQuerySchema = z.object({
  provider: z.enum(payoutProviders, { error: `provider must be one of ${payoutProviders.join(', ')}` }).optional(),
  kind: z.enum(payoutActivityKinds, { error: `kind must be one of ${payoutActivityKinds.join(', ')}` }).optional(),
  reference: once('reference'),
  msisdn: once('msisdn'),
});

const lossSchema = z.object({
  provider: z.enum(payoutProviders, { error: `provider must be one of ${payoutProviders.join(', ')}` }),
  msisdn: z
    .string({ error: 'msisdn must be the recipient phone number, e.g. 254712345678' })
    .regex(/^\+?[\d\s().-]+$/, 'msisdn must be a phone number in international format, e.g. 254712345678')
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().min(8, 'msisdn is too short').max(15, 'msisdn is too long')),
  times: z
    .number({ error: 'times must be a whole number' })
    .int('times must be a whole number')
    .min(1, 'times must be at least 1')
    .max(1000, 'times must be at most 1000')
    .default(1),
});

function toApiActivity(entry: PayoutActivity) {
  const { callback } = entry;
  if (!callback) return { ...entry };
  const last = callback.attempts.at(-1);
  return {
    ...entry,
    callback: {
      name: callback.name,
      method: callback.method,
      url: callback.url,
      lost: callback.lost,
      copy: callback.copy,
      delivered: callback.delivered,
      attempts: callback.attempts.length,
      lastStatus: last?.status ?? null,
      lastError: last?.error ?? null,
      nextAttemptAt: callback.nextAttemptAt,
      history: callback.attempts.map((attempt) => ({ ...attempt })),
      body: callback.body,
    },
  };
}

/**
 * The sandbox's own view of the payout rails, for tests and people: the activity log and
 * the plan of callbacks to lose.
 */
export function payoutsRouter(
  log: PayoutActivityLog,
  lostCallbacks: LostCallbackPlan,
  timers: PayoutTimers,
  dispatcher: CallbackDispatcher,
): express.Router {
  const router = express.Router();

  router.get('/payouts', (req, res) => {
    const query = listQuerySchema.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ error: describeIssues(query.error) });
      return;
    }
    res.json(log.list(query.data).map(toApiActivity));
  });

  router.delete('/payouts', (_req, res) => {
    timers.cancelAll();
    dispatcher.abortInFlight();
    log.clear();
    res.status(204).end();
  });

  router.get('/payouts/lost-callbacks', (_req, res) => {
    res.json(lostCallbacks.list());
  });

  router.post('/payouts/lost-callbacks', (req, res) => {
    const loss = readJsonBody(req, res, lossSchema, 'the plan');
    if (!loss) return;
    const { provider, msisdn, times } = loss;
    res.status(201).json(lostCallbacks.plan(provider, msisdn, times));
  });

  router.delete('/payouts/lost-callbacks', (_req, res) => {
    lostCallbacks.clear();
    res.status(204).end();
  });

  return router;
}
