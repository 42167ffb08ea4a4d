import express from 'express';
import type { StripeEventLog } from './stripe-event-log.js';

/** GET /v1/events/:id, so a webhook handler can re-read an event it was sent. */
export function eventsRouter(events: StripeEventLog): express.Router {
  const router = express.Router();
  router.get('/events/:id', (req, res) => {
    res.json(events.require(req.params['id']!).event);
  });
  return router;
}
