import type { RequestHandler } from 'express';

/**
 * The browser (Stripe.js, the card form) calls /v1/payment_methods and a PaymentIntent's
 * retrieve and confirm from another origin with the publishable key in an Authorization header, so the preflight must allow that header and
 * every answer (errors included) must carry Access-Control-Allow-Origin for the page to read it.
 * The preflight allows whatever headers the browser asks for: test browsers add their own
 * (e.g. X-Forwarded-For), and this is a development tool, not a security boundary.
 */
export const browserCors: RequestHandler = (req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'Request-Id');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    res.setHeader('Access-Control-Allow-Headers', req.get('access-control-request-headers') ?? 'Authorization, Content-Type');
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
    return;
  }
  next();
};
