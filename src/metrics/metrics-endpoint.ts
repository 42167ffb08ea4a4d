import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

/** Where Prometheus scrapes the api and each worker. */
export const METRICS_PATH = '/metrics';

/**
 * Answers a scrape with the registry in Prometheus' text format. With a token, only a request
 * bearing `Authorization: Bearer <token>` is answered (401 otherwise); without one (never in
 * production, which refuses to start so) anyone is.
 */
export function metricsHandler(registry: Registry, token: string | undefined) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (token !== undefined && !bearerMatches(req.headers.authorization, token)) {
      res.writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer realm="metrics"' });
      res.end('metrics need the bearer token (METRICS_TOKEN)\n');
      return;
    }
    try {
      const body = await registry.metrics();
      res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
      res.end(body);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`metrics could not be collected: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
