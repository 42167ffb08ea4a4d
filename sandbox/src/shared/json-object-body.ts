import express, { type RequestHandler } from 'express';

/**
 * A provider API's body parser: JSON whatever the Content-Type says, and it must be an object;
 * anything else is refused with the provider's own error.
 */
export function jsonObjectBody(invalid: () => Error): RequestHandler[] {
  return [
    express.json({ limit: '100kb', type: () => true }),
    (req, _res, next) => {
      if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) throw invalid();
      next();
    },
  ];
}
