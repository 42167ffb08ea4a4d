import { createHmac, randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { stripeKeyOf } from './stripe-auth.js';
import { operationRanLocal } from './stripe-error-handler.js';
import { StripeApiError } from './stripe-error.js';
import { stripeRequestIdOf } from './stripe-response-headers.js';
import type { IdempotencyStore } from './idempotency-store.js';

const digestKey = randomBytes(32);
const maxKeyLength = 255;

/** Order-independent: `a=1&b=2` and `b=2&a=1` are the same parameters. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

function paramsDigest(body: unknown): string {
  return createHmac('sha256', digestKey)
    .update(JSON.stringify(canonical(body ?? {})))
    .digest('hex');
}

function idempotencyError(message: string): StripeApiError {
  return new StripeApiError(400, { type: 'idempotency_error', message });
}

/**
 * Only the results of an operation that ran are saved: the object (2xx), a refused card
 * (402) and the refusals an operation comes to once started (`operationRanLocal`: a refund
 * the balance cannot cover). Parameter errors (400), unknown ids (404) and sandbox failures
 * (5xx) are not, so a corrected request may reuse its key, as Stripe documents.
 */
function isSavedResult(res: Response): boolean {
  const status = res.statusCode;
  return (status >= 200 && status < 300) || status === 402 || res.locals[operationRanLocal] === true;
}

/**
 * Stripe's `Idempotency-Key` on POSTs: the same key (per API key) with the same parameters
 * replays the first answer exactly, with `Idempotent-Replayed: true`, and does nothing again;
 * with other parameters or on another endpoint it is refused with an idempotency_error.
 * Handlers are synchronous, so two requests with one key cannot interleave.
 */
export function stripeIdempotency(store: IdempotencyStore): RequestHandler {
  return (req, res, next) => {
    const key = req.get('Idempotency-Key');
    if (req.method !== 'POST' || key === undefined) {
      next();
      return;
    }
    if (key.trim() === '' || key.length > maxKeyLength) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: `Invalid Idempotency-Key: it must be 1 to ${maxKeyLength} characters long.`,
      });
    }
    res.setHeader('Idempotency-Key', key);
    const apiKey = stripeKeyOf(res).value;
    const path = req.originalUrl.split('?')[0]!;
    const endpoint = `${req.method} ${path}`;
    const digest = paramsDigest(req.body);

    const saved = store.find(apiKey, key);
    if (saved) {
      if (saved.endpoint !== endpoint) {
        throw idempotencyError(
          `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.endpoint.split(' ')[1]}' vs '${path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      if (saved.paramsDigest !== digest) {
        throw idempotencyError(
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      res.status(saved.status);
      res.setHeader('Idempotent-Replayed', 'true');
      res.setHeader('Original-Request', saved.requestId);
      res.type('json').send(saved.body);
      return;
    }

    // Serialise the first answer once, so a replay is byte for byte the same.
    res.json = (body: unknown) => {
      const text = JSON.stringify(body);
      if (isSavedResult(res)) {
        store.save(apiKey, key, {
          endpoint,
          paramsDigest: digest,
          status: res.statusCode,
          body: text,
          requestId: stripeRequestIdOf(res),
        });
      }
      return res.type('json').send(text);
    };
    next();
  };
}
