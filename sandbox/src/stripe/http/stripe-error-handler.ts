import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { StripeApiError } from './stripe-error.js';

/** `res.locals` flag: the answer being sent is a refusal the operation came to after it started. */
export const operationRanLocal = 'stripeOperationRan';

export const stripeNotFound: RequestHandler = (req, res) => {
  res.status(404).json({
    error: {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${req.method}: ${req.originalUrl.split('?')[0]}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    },
  });
};

/** Answers every failure under /v1 with Stripe's `{ error: { type, message, ... } }`. */
export function stripeErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof StripeApiError) {
      // Read by the idempotency layer: this refusal is saved under the key like a result.
      if (error.operationRan) res.locals[operationRanLocal] = true;
      res.status(error.status).json({ error: error.body });
      return;
    }
    // Body-parser failures (oversized or malformed body) are the caller's to fix.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : 'Bad request';
      res.status(status).json({ error: { type: 'invalid_request_error', message: `Invalid request: ${message}` } });
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, 'sandbox Stripe request failed');
    res.status(500).json({
      error: { type: 'api_error', message: 'The provider sandbox failed to handle this request; see its log.' },
    });
  };
}
