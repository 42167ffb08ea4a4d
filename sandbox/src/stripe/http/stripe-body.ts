import express, { type RequestHandler } from 'express';
import { invalidRequest } from './stripe-error.js';

const formParser = express.urlencoded({ extended: true, limit: '100kb', parameterLimit: 1000 });

/** Refuses a body that is not form-encoded, then parses `a[b]=c` into nested objects as Stripe reads it. */
export const stripeFormBody: RequestHandler = (req, res, next) => {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.is('application/x-www-form-urlencoded')) {
    throw invalidRequest(
      'Invalid request: Stripe takes form-encoded bodies (Content-Type: application/x-www-form-urlencoded), not ' +
        `${req.get('content-type') ?? 'an unlabelled body'}.`,
    );
  }
  formParser(req, res, next);
};
