import express from 'express';
import { z } from 'zod';
import { describeIssues } from '../../http/describe-issues.js';
import type { StripeEventLog } from '../events/stripe-event-log.js';
import type { WebhookDelivery } from './webhook-delivery.js';
import type { WebhookDeliveryStore } from './webhook-delivery-store.js';
import type { WebhookDispatcher } from './webhook-dispatcher.js';

const listQuerySchema = z.object({
  paymentIntentId: z.string({ error: 'give `paymentIntentId` at most once' }).optional(),
  eventId: z.string({ error: 'give `eventId` at most once' }).optional(),
  type: z.string({ error: 'give `type` at most once' }).optional(),
});

function toApiDelivery(delivery: WebhookDelivery) {
  const last = delivery.attempts.at(-1);
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    type: delivery.type,
    paymentIntentId: delivery.paymentIntentId,
    amount: delivery.amount,
    currency: delivery.currency,
    url: delivery.url,
    redelivery: delivery.redelivery,
    copy: delivery.copy,
    attempts: delivery.attempts.length,
    lastStatus: last?.status ?? null,
    lastError: last?.error ?? null,
    delivered: delivery.delivered,
    nextAttemptAt: delivery.nextAttemptAt,
    createdAt: delivery.createdAt,
    history: delivery.attempts.map((attempt) => ({ ...attempt })),
  };
}

/** Webhook deliveries for tests and people: list, forget, and redeliver an event (same id) to prove handlers are idempotent. */
export function webhooksRouter(
  deliveries: WebhookDeliveryStore,
  dispatcher: WebhookDispatcher,
  events: StripeEventLog,
): express.Router {
  const router = express.Router();

  router.get('/webhooks', (req, res) => {
    const query = listQuerySchema.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ error: describeIssues(query.error) });
      return;
    }
    res.json(deliveries.list(query.data).map(toApiDelivery));
  });

  router.delete('/webhooks', (_req, res) => {
    dispatcher.cancelPending();
    deliveries.clear();
    res.status(204).end();
  });

  router.post('/webhooks/:eventId/redeliver', (req, res) => {
    const published = events.find(req.params['eventId']!);
    if (!published) {
      res.status(404).json({ error: `No Stripe event ${req.params['eventId']} (unknown, or forgotten past capacity)` });
      return;
    }
    res.status(202).json(toApiDelivery(dispatcher.deliver(published, { redelivery: true })));
  });

  return router;
}
