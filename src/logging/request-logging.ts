import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { loggableUrl } from './loggable-url.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * One log line per request when it ends (secret query values hidden), tagged with a request
 * id (taken from X-Request-Id when sane): info for 2xx/3xx, warn for 4xx, error for 5xx.
 * Nothing is built for a line the log level drops: pino-http, used before, made a redacted
 * child logger for every request, logged or not (issue #16).
 */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', id);
    const { method, url } = req;
    const started = Date.now();
    // 'finish' when the answer went out, 'close' when the client left first; whichever comes first logs.
    const ended = () => {
      res.off('finish', ended);
      res.off('close', ended);
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level]({ req: { id, method, url: loggableUrl(url) }, res: { statusCode: res.statusCode }, responseTime: Date.now() - started }, 'request completed');
    };
    res.on('finish', ended);
    res.on('close', ended);
    next();
  };
}
