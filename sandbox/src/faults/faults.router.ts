import express from 'express';
import { z } from 'zod';
import { readJsonBody } from '../http/read-json-body.js';
import { channels } from '../shared/channel.js';
import { recipientKey } from '../shared/recipient-address.js';
import type { FaultPlan } from './fault-plan.js';

const faultSchema = z
  .object({
    channel: z.enum(channels, { error: "channel must be 'email' or 'sms'" }),
    to: z.string({ error: 'to must be the e-mail address or phone number to fail' }).trim().min(1, 'to is required'),
    times: z
      .number({ error: 'times must be a whole number' })
      .int('times must be a whole number')
      .min(1, 'times must be at least 1')
      .max(1000, 'times must be at most 1000')
      .default(1),
  })
  .refine((fault) => (fault.channel === 'email' ? fault.to.includes('@') : recipientKey(fault.to) !== ''), {
    message: 'to must be an e-mail address for channel email and a phone number for channel sms',
    path: ['to'],
  });

/** Test hook: schedule transient provider failures for one recipient. */
export function faultsRouter(faults: FaultPlan): express.Router {
  const router = express.Router();

  router.get('/faults', (_req, res) => {
    res.json(faults.list());
  });

  router.post('/faults', (req, res) => {
    const fault = readJsonBody(req, res, faultSchema, 'the fault');
    if (!fault) return;
    const { channel, to, times } = fault;
    res.status(201).json(faults.plan(channel, to, times));
  });

  router.delete('/faults', (_req, res) => {
    faults.clear();
    res.status(204).end();
  });

  return router;
}
