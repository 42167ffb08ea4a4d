import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type pg from 'pg';
import type { z } from 'zod';
import { declaredRoutes } from '../../src/openapi/declared-routes.js';
import { errorResponse } from '../../src/openapi/error-response.schema.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest } from '../support/transfer-fixtures.js';
import { signInAsOperator } from '../support/signed-in-operator.js';

let stack: InProcessStack;
let db: pg.Client;
let sender: BrowserLikeClient;
let admin: BrowserLikeClient;

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase());
  sender = new BrowserLikeClient(stack.apiUrl, '198.19.12.1');
  await signUpAndSignIn(stack, sender);
  admin = new BrowserLikeClient(stack.apiUrl, '198.19.12.2');
  await signInAsOperator(stack, admin);
});
afterAll(() => stopStackAndDatabase({ stack, db }));

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The success schema `@ApiOperation` documents for a route (Express path) and status. */
function documentedSchema(method: string, path: string, status: number): z.ZodType {
  const routes = declaredRoutes(stack.api.get(DiscoveryService), stack.api.get(MetadataScanner));
  const route = routes.find((r) => r.method === method && r.path === path);
  const schema = route?.spec?.responses[status]?.schema;
  if (!schema) throw new Error(`${method.toUpperCase()} ${path} documents no ${status} body`);
  return schema;
}

/**
 * Calls the api and checks the answer against what the document says of that route: its
 * status is a documented one and its body parses with the documented schema.
 */
async function expectDocumentedAnswer(response: Response, method: string, path: string, status: number): Promise<Json> {
  expect({ route: `${method} ${path}`, status: response.status }).toEqual({ route: `${method} ${path}`, status });
  const body: unknown = await response.json();
  const schema = status < 400 ? documentedSchema(method, path, status) : errorResponse;
  const parsed = schema.safeParse(body);
  expect({ route: `${method} ${path}`, issues: parsed.error?.issues ?? [] }).toEqual({ route: `${method} ${path}`, issues: [] });
  return body;
}

describe('what the api answers matches the documented response schemas', () => {
  it('for the public calls', async () => {
    const client = new BrowserLikeClient(stack.apiUrl, '198.19.12.3');
    await expectDocumentedAnswer(await client.get('/api/rates'), 'get', '/api/rates', 200);
    await expectDocumentedAnswer(await client.get('/api/config'), 'get', '/api/config', 200);
    await expectDocumentedAnswer(await client.get('/api/health'), 'get', '/api/health', 200);
    await expectDocumentedAnswer(await client.get('/api/quote?amount=100&country=uganda&paymentMethod=ach'), 'get', '/api/quote', 200);
    await expectDocumentedAnswer(await client.get('/api/quote?amount=abc&country=kenya'), 'get', '/api/quote', 400);
  });

  it("for a sender's recipients, checkout and transactions", async () => {
    await expectDocumentedAnswer(await sender.get('/api/auth/me'), 'get', '/api/auth/me', 200);
    const recipient = await expectDocumentedAnswer(
      await sender.post('/api/recipients', { firstName: 'Wanjiru', lastName: 'Kamau', phone: '0712345678', country: 'kenya' }),
      'post',
      '/api/recipients',
      201,
    );
    await expectDocumentedAnswer(await sender.get('/api/recipients'), 'get', '/api/recipients', 200);
    await expectDocumentedAnswer(await sender.get(`/api/recipients/${recipient.id}`), 'get', '/api/recipients/:id', 200);
    await expectDocumentedAnswer(await sender.get('/api/recipients/999999'), 'get', '/api/recipients/:id', 404);

    const created = await expectDocumentedAnswer(
      await sender.post('/api/create-card-session', await quotedTransferRequest(sender)),
      'post',
      '/api/create-card-session',
      201,
    );
    await expectDocumentedAnswer(
      await sender.get(`/api/checkout-session?session_id=${encodeURIComponent(created.sessionId)}`),
      'get',
      '/api/checkout-session',
      200,
    );
    const [transfer] = await expectDocumentedAnswer(await sender.get('/api/transactions'), 'get', '/api/transactions', 200);
    await expectDocumentedAnswer(await sender.get(`/api/transactions/${transfer.id}`), 'get', '/api/transactions/:id', 200);
    await expectDocumentedAnswer(await sender.get('/api/payment-methods'), 'get', '/api/payment-methods', 200);
  });

  it("for a sender's rate alerts", async () => {
    const { kenya } = (await (await sender.get('/api/rates')).json()) as { kenya: number };
    const set = await expectDocumentedAnswer(await sender.post('/api/rate-alerts', { country: 'kenya', targetRate: Math.ceil(kenya) + 25 }), 'post', '/api/rate-alerts', 201);
    await expectDocumentedAnswer(await sender.post('/api/rate-alerts', { country: 'kenya', targetRate: kenya }), 'post', '/api/rate-alerts', 400);
    await expectDocumentedAnswer(await sender.get('/api/rate-alerts'), 'get', '/api/rate-alerts', 200);
    await expectDocumentedAnswer(await sender.request('DELETE', `/api/rate-alerts/${set.alert.id}`), 'delete', '/api/rate-alerts/:id', 200);
    await expectDocumentedAnswer(await sender.request('DELETE', `/api/rate-alerts/${set.alert.id}`), 'delete', '/api/rate-alerts/:id', 404);
  });

  it("for the admin's dashboard", async () => {
    for (const path of ['/api/admin/session', '/api/admin/stats', '/api/admin/users', '/api/admin/transactions', '/api/admin/audit', '/api/admin/health']) {
      await expectDocumentedAnswer(await admin.get(path), 'get', path, 200);
    }
    await expectDocumentedAnswer(await admin.get('/api/admin/rates/history?country=kenya'), 'get', '/api/admin/rates/history', 200);
    await expectDocumentedAnswer(await admin.get('/api/admin/rates/costs'), 'get', '/api/admin/rates/costs', 200);
    await expectDocumentedAnswer(await sender.get('/api/admin/stats'), 'get', '/api/admin/stats', 401);
  });
});
