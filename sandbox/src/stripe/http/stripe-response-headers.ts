import type { RequestHandler, Response } from 'express';
import { sandboxApiVersion } from '../events/stripe-event-log.js';
import { newStripeId } from '../stripe-ids.js';

/**
 * Headers on every Stripe answer: a `Request-Id` (`req_...`, which stripe-node exposes and
 * events cite) and the `Stripe-Version` the request was handled with.
 */
export const stripeResponseHeaders: RequestHandler = (req, res, next) => {
  const id = newStripeId('req', 14);
  res.locals['stripeRequestId'] = id;
  res.setHeader('Request-Id', id);
  res.setHeader('Stripe-Version', req.get('Stripe-Version') ?? sandboxApiVersion);
  next();
};

export function stripeRequestIdOf(res: Response): string {
  return res.locals['stripeRequestId'] as string;
}
