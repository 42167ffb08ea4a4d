import type { Request } from 'express';

/** The address a request came from (X-Forwarded-For when it came through the local proxy), for rate limits and audit. */
export function requestAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
