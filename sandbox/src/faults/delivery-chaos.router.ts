import express from 'express';
import { z } from 'zod';
import { readJsonBody } from '../http/read-json-body.js';
import type { DeliveryChaos } from './delivery-chaos.js';

/** The fault mode's limits, shared by the environment and the API. */
export const deliveryChaosSchema = z.object({
  copies: z
    .number({ error: 'copies must be a whole number' })
    .int('copies must be a whole number')
    .min(1, 'copies must be at least 1')
    .max(10, 'copies must be at most 10')
    .default(3),
  maxDelayMs: z
    .number({ error: 'maxDelayMs must be a whole number of milliseconds' })
    .int('maxDelayMs must be a whole number of milliseconds')
    .min(0, 'maxDelayMs cannot be negative')
    .max(600_000, 'maxDelayMs must be at most 600000')
    .default(2000),
  seed: z
    .number({ error: 'seed must be a whole number' })
    .int('seed must be a whole number')
    .min(0, 'seed must be 0 to 4294967295')
    .max(4_294_967_295, 'seed must be 0 to 4294967295')
    .default(1),
});

/** Test hook: duplicate, delay and reorder every webhook and payout callback (`/api/faults/deliveries`). */
export function deliveryChaosRouter(chaos: DeliveryChaos): express.Router {
  const router = express.Router();

  router.get('/faults/deliveries', (_req, res) => {
    res.json(chaos.report());
  });

  router.put('/faults/deliveries', (req, res) => {
    const settings = readJsonBody(req, res, deliveryChaosSchema, 'the delivery fault mode');
    if (!settings) return;
    chaos.configure(settings);
    res.json(chaos.report());
  });

  router.delete('/faults/deliveries', (_req, res) => {
    chaos.configure(null);
    res.status(204).end();
  });

  return router;
}
