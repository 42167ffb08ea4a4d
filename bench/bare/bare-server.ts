import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { createRedisClient } from '../../src/redis/redis-client.js';
import type { BareSessionStore } from './bare-sender.js';

/** What every bare baseline server is given, from its environment (set by the benchmark). */
export interface BareContext {
  db: pg.Pool;
  sessions: BareSessionStore;
}

export type BareHandler = (req: IncomingMessage, res: ServerResponse, context: BareContext) => Promise<void>;

/**
 * A baseline server: node:http, a pg pool as large as the api's and one Redis client, with
 * no framework, validation library, logging or ORM. `handle` answers every request but
 * `GET /health`. Listens on PORT (127.0.0.1) until SIGTERM.
 */
export async function serveBare(handle: BareHandler): Promise<void> {
  const env = process.env;
  const db = new pg.Pool({ connectionString: env.DATABASE_URL, max: Number(env.BARE_POOL_MAX ?? 10) });
  const redis = createRedisClient(env.REDIS_URL!);
  await redis.connect();
  const context: BareContext = { db, sessions: { redis, keyPrefix: `${env.REDIS_PREFIX}:sess:`, secret: env.SESSION_SECRET! } };
  const server = createServer((req, res) => {
    if (req.url === '/health') return answer(res, 200, { status: 'ok' });
    handle(req, res, context).catch((error: Error) => answer(res, 500, { message: error.message }));
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(env.PORT), '127.0.0.1');
  process.once('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void Promise.all([db.end(), redis.close()]).then(() => process.exit(0));
  });
}

export function answer(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

/** A request's JSON body. */
export async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}
