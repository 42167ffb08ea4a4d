import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';

let stack: InProcessStack;
let db: pg.Client;

beforeAll(async () => ({ stack, db } = await startStackAndDatabase()));
afterAll(() => stopStackAndDatabase({ stack, db }));

let addresses = 0;
const browser = () => new BrowserLikeClient(stack.apiUrl, `198.18.29.${(addresses += 1)}`);
const password = 'correct horse 1';

async function register(client: BrowserLikeClient): Promise<{ userId: number; email: string }> {
  const email = `newcomer.${randomBytes(4).toString('hex')}@example.com`;
  const registered = await client.post('/api/auth/register', { email, phone: '', password, firstName: 'Grace', lastName: 'Nakato' });
  expect(registered.status).toBe(201);
  return { userId: ((await registered.json()) as { userId: number }).userId, email };
}

async function verify(client: BrowserLikeClient, userId: number, email: string) {
  const response = await client.post('/api/auth/verify', { userId, code: await stack.inbox.latestCode(email), type: 'email' });
  expect(response.status).toBe(200);
  return (await response.json()) as { signedIn: boolean; user?: { id: number } };
}

/** Issue #29 item 8: after the code, a new sender goes on signed in, without typing phone and password again. */
describe('verifying a new account', () => {
  it('signs in the browser that registered it, under a new session id', async () => {
    const client = browser();
    const { userId, email } = await register(client);
    const sessionBefore = client.cookies.get('sid');
    expect((await client.get('/api/auth/me')).status).toBe(401);

    expect(await verify(client, userId, email)).toMatchObject({ signedIn: true, user: { id: userId } });
    expect(client.cookies.get('sid')).not.toBe(sessionBefore);
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: userId, isEmailVerified: true });
  });

  it('only verifies when the code is typed in another browser: the code alone is no password', async () => {
    const registering = browser();
    const { userId, email } = await register(registering);
    const elsewhere = browser();
    expect(await verify(elsewhere, userId, email)).toEqual({ message: 'Your account has been verified', signedIn: false });
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    expect((await registering.get('/api/auth/me')).status).toBe(401);
    // Signing in with the password still works as before.
    expect((await elsewhere.post('/api/auth/login', { emailOrPhone: email, password })).status).toBe(200);
  });

  it('signs in a browser that typed the right password of the unverified account, not one that typed a wrong one', async () => {
    const { userId, email } = await register(browser());
    const owner = browser();
    const refused = await owner.post('/api/auth/login', { emailOrPhone: email, password });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'AUTH.UNVERIFIED', userId });
    expect(await verify(owner, userId, email)).toMatchObject({ signedIn: true, user: { id: userId } });
    expect((await owner.get('/api/auth/me')).status).toBe(200);

    const other = await register(browser());
    const guessing = browser();
    expect((await guessing.post('/api/auth/login', { emailOrPhone: other.email, password: 'not the password' })).status).toBe(401);
    expect((await verify(guessing, other.userId, other.email)).signedIn).toBe(false);
    expect((await guessing.get('/api/auth/me')).status).toBe(401);
  });
});
