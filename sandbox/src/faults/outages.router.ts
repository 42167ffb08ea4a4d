import express from 'express';
import { z } from 'zod';
import { readJsonBody } from '../http/read-json-body.js';
import { outageProviders } from './outage-providers.js';
import { outageStatuses, type OutageStatus, type ProviderOutages } from './provider-outages.js';

const windowSchema = z.object({
  provider: z.enum(outageProviders, { error: `provider must be one of ${outageProviders.join(', ')}` }),
  forMs: z
    .number({ error: 'forMs must be a whole number of milliseconds' })
    .int('forMs must be a whole number of milliseconds')
    .min(1, 'forMs must be at least 1')
    .max(3_600_000, 'forMs must be at most 3600000'),
  rate: z
    .number({ error: 'rate must be a number from 0 to 1' })
    .gt(0, 'rate must be above 0')
    .max(1, 'rate must be at most 1')
    .default(1),
  status: z
    .number({ error: `status must be one of ${outageStatuses.join(', ')}` })
    .refine((status): status is OutageStatus => (outageStatuses as readonly number[]).includes(status), {
      message: `status must be one of ${outageStatuses.join(', ')}`,
    })
    .default(503),
  seed: z
    .number({ error: 'seed must be a whole number' })
    .int('seed must be a whole number')
    .min(0, 'seed must be 0 to 4294967295')
    .max(4_294_967_295, 'seed must be 0 to 4294967295')
    .default(1),
});

// One window, or several (one per provider; a later one for the same provider wins).
const oneWindowSchema = windowSchema.transform((window) => [window]);
const windowsSchema = z.array(windowSchema).min(1, 'give at least one window');

/** Test hook (`/api/faults/outages`): a provider's API answers 5xx for a while. */
export function outagesRouter(outages: ProviderOutages): express.Router {
  const router = express.Router();

  router.get('/faults/outages', (_req, res) => {
    res.json(outages.report());
  });

  router.put('/faults/outages', (req, res) => {
    const schema = Array.isArray(req.body) ? windowsSchema : oneWindowSchema;
    const windows = readJsonBody(req, res, schema, 'the outage window(s)');
    if (!windows) return;
    for (const window of windows) outages.open({ ...window, status: window.status as OutageStatus });
    res.json(outages.report());
  });

  router.delete('/faults/outages', (_req, res) => {
    outages.clear();
    res.status(204).end();
  });

  return router;
}
