import type { NestExpressApplication } from '@nestjs/platform-express';
import { startApi } from '../support/api-app.js';
import { testConfig } from '../support/test-config.js';

describe('GET /api/rates and /api/health on real PostgreSQL and Redis', () => {
  let app: NestExpressApplication;
  let url: string;

  beforeAll(async () => {
    ({ app, url } = await startApi(testConfig()));
  });
  afterAll(() => app.close());

  it('answers the seeded rate of each of the four countries as numbers', async () => {
    const response = await fetch(`${url}/api/rates`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ eritrea: 15, ethiopia: 155, uganda: 3650, kenya: 129.25 });
  });

  it('reports the database and Redis as up', async () => {
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('tags every response with a request id, keeping a sane one the caller sent', async () => {
    const given = await fetch(`${url}/api/health`, { headers: { 'X-Request-Id': 'trace-123' } });
    expect(given.headers.get('x-request-id')).toBe('trace-123');
    const generated = await fetch(`${url}/api/health`, { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown api path with a JSON 404', async () => {
    const response = await fetch(`${url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String), code: 'HTTP_404' });
  });

  it('sends security headers', async () => {
    const response = await fetch(`${url}/api/rates`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('GET /api/health when Redis is unreachable', () => {
  it('answers 503 and names Redis as down', async () => {
    const { app, url } = await startApiWithDeadRedisAfterBoot();
    try {
      const response = await fetch(`${url}/api/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
    } finally {
      await app.close();
    }
  });
});

/** Boots normally, then cuts the api's Redis connection, as when Redis goes away in production. */
async function startApiWithDeadRedisAfterBoot() {
  const started = await startApi(testConfig());
  const { REDIS_CLIENT } = await import('../../src/redis/redis-client.js');
  const client = started.app.get(REDIS_CLIENT);
  await client.close();
  return started;
}
