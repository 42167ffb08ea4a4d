import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';

export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: `No sandbox route for ${req.method} ${req.path}` });
};

/** Body-parser failures (malformed JSON, oversized body) are the client's to fix: 4xx, not 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : 'Bad request';
      res.status(status).json({ error: message });
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, 'sandbox request failed');
    res.status(500).json({ error: 'The sandbox failed to handle this request; see its log.' });
  };
}
