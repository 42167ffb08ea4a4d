import type pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';

let stack: InProcessStack;
let db: pg.Client;
let sender: BrowserLikeClient;

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase());
  sender = new BrowserLikeClient(stack.apiUrl, '198.19.11.1');
  await signUpAndSignIn(stack, sender);
});
afterAll(() => stopStackAndDatabase({ stack, db }));

/** PostgreSQL text cannot hold a NUL byte; such input is refused as bad input, never a 500. */
describe('input holding a NUL character', () => {
  it('is refused with 400 on a query parameter (GET /api/checkout-session?session_id=%00)', async () => {
    const response = await sender.get('/api/checkout-session?session_id=%00');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'session_id' });
  });

  it('is refused with 400 in a nested body field, and nothing is written', async () => {
    const before = await db.query('select count(*)::int as n from recipients');
    const response = await sender.post('/api/recipients', { firstName: 'Amina\u0000', lastName: 'Okello', phone: '+254712345678', country: 'kenya' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'firstName' });
    expect((await db.query('select count(*)::int as n from recipients')).rows[0].n).toBe(before.rows[0].n);
  });

  it('in a path id answers 404 like any malformed id, never 500', async () => {
    for (const path of ['/api/transactions/%00', '/api/recipients/%00']) {
      const response = await sender.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.json()).toMatchObject({ message: expect.any(String), code: expect.stringMatching(/\.NOT_FOUND$/) });
    }
  });

  it('is refused with 400 at sign-in, before any credential check', async () => {
    const response = await new BrowserLikeClient(stack.apiUrl, '198.19.11.2').post('/api/auth/login', { emailOrPhone: 'a\u0000@example.com', password: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'emailOrPhone' });
  });
});
