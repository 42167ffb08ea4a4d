import { DELIVERY_METHODS_BY_COUNTRY } from '../../src/shared/domain/delivery-method.js';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { createClient } from 'redis';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { startApi } from '../support/api-app.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { freePort } from '../support/free-port.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { authenticatorCode, createOperator, signInAsOperator, type TestOperator } from '../support/signed-in-operator.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { testConfig } from '../support/test-config.js';

let stack: InProcessStack;
let db: pg.Client;
let addressCounter = 0;

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase());
});
afterAll(() => stopStackAndDatabase({ stack, db }));

/** Each client gets its own address, so the per-address limit on admin sign-ins stays apart. */
const newClient = (apiUrl = stack.apiUrl) => new BrowserLikeClient(apiUrl, `198.18.0.${(addressCounter += 1)}`);
const addressOf = (client: BrowserLikeClient) => (client as unknown as { address: string }).address;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function json(response: Response): Promise<Json> {
  return (await response.json()) as Json;
}

/** `client` signed in at the admin gate as a new owner (each sign-in a new operator: no code is replayed). */
async function signInAsAdmin(client = newClient()): Promise<BrowserLikeClient> {
  await signInAsOperator(stack, client);
  return client;
}

/** A sign-in at the gate as `operator` with a wrong password (and a current code). */
async function wrongSignIn(client: BrowserLikeClient, operator: TestOperator, guess: string): Promise<Response> {
  return client.post('/api/admin/session', { email: operator.email, password: guess, code: await authenticatorCode(operator.totpSecret) });
}

async function signedInSender() {
  const client = newClient();
  const user = await signUpAndSignIn(stack, client);
  return { client, ...user };
}

const put = (client: BrowserLikeClient, path: string, body: unknown) => client.request('PUT', path, body);
const del = (client: BrowserLikeClient, path: string) => client.request('DELETE', path);

async function auditRows(address: string) {
  const rows = await db.query(
    'select action, target, old_value, new_value, source_address from admin_audit_log where source_address = $1 order by id',
    [address],
  );
  return rows.rows;
}

/** Every admin call, with a body that would be valid for an admin. */
const ADMIN_CALLS: [method: string, path: string, body?: unknown][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/transactions'],
  ['GET', '/api/admin/health'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/rates/history'],
  ['GET', '/api/admin/attention'],
  ['GET', '/api/admin/transactions/00000000-0000-4000-8000-000000000000/timeline'],
  ['POST', '/api/admin/attention/actions', { key: 'outbox_job:00000000-0000-4000-8000-000000000000', action: 'requeue' }],
  ['PUT', '/api/admin/users/1/status', { action: 'suspend' }],
  ['POST', '/api/update-rates', { kenya: 140 }],
  // The rates page's form needs the session too: its password is the operator's, asked again.
  ['POST', '/api/update-rates', { rates: { kenya: 140 }, password: 'operator pass 1' }],
];

async function expectRefusedEverywhere(client: BrowserLikeClient) {
  for (const [method, path, body] of ADMIN_CALLS) {
    const response = await client.request(method, path, body);
    expect({ call: `${method} ${path}`, status: response.status, body: await json(response) }).toEqual({
      call: `${method} ${path}`,
      status: 401,
      body: { code: 'ADMIN.REQUIRED', message: 'Admin access required. Please sign in as an operator.' },
    });
  }
}

describe('admin access', () => {
  it('refuses every admin call to an anonymous caller, a signed-in sender and after a wrong sign-in', async () => {
    const ratesBefore = await json(await newClient().get('/api/rates'));

    await expectRefusedEverywhere(newClient());

    const { client: sender } = await signedInSender();
    expect((await sender.get('/api/auth/me')).status).toBe(200);
    await expectRefusedEverywhere(sender);
    expect(await json(await sender.get('/api/admin/session'))).toEqual({ admin: false });

    const guesser = newClient();
    const wrong = await wrongSignIn(guesser, await createOperator(stack), 'not-the-operator-password');
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toEqual({ code: 'ADMIN.INVALID_SIGN_IN', message: 'Invalid email, password or authentication code' });
    await expectRefusedEverywhere(guesser);
    expect(await json(await guesser.get('/api/admin/session'))).toEqual({ admin: false });

    expect(await json(await newClient().get('/api/rates'))).toEqual(ratesBefore);
  });

  it('takes no shared admin password any more: a password alone is refused as incomplete', async () => {
    const response = await newClient().post('/api/admin/session', { password: 'admin-dev-password' });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ field: 'email', message: 'Email is required' });
  });

  it("grants an admin session for an operator's sign-in, which is no sender sign-in, and ends it", async () => {
    const client = newClient();
    expect(await json(await client.get('/api/admin/session'))).toEqual({ admin: false });
    const operator = await createOperator(stack);
    const granted = await client.post('/api/admin/session', { email: operator.email, password: operator.password, code: await authenticatorCode(operator.totpSecret) });
    expect(granted.status).toBe(200);
    expect(await json(granted)).toEqual({ message: 'Welcome to the admin dashboard' });
    expect(await json(await client.get('/api/admin/session'))).toMatchObject({ admin: true, operator: { email: operator.email, role: 'owner' } });
    expect((await client.get('/api/admin/stats')).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);

    const sid = client.cookies.get('sid')!;
    const ended = await del(client, '/api/admin/session');
    expect(ended.status).toBe(200);
    expect(await json(await client.get('/api/admin/session'))).toEqual({ admin: false });
    expect((await client.get('/api/admin/stats')).status).toBe(401);

    // The session is gone on the server: its old cookie grants nothing.
    client.cookies.set('sid', sid);
    expect((await client.get('/api/admin/stats')).status).toBe(401);
  });

  it('grants admin access in a new session id, keeping a sender signed in the same browser', async () => {
    const { client } = await signedInSender();
    const senderSid = client.cookies.get('sid')!;
    await signInAsAdmin(client);
    const adminSid = client.cookies.get('sid')!;
    expect(adminSid).not.toBe(senderSid);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/admin/stats')).status).toBe(200);

    expect((await del(client, '/api/admin/session')).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/admin/stats')).status).toBe(401);

    client.cookies.set('sid', senderSid);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('audits sign-ins, refused sign-ins and sign-outs with the address they came from', async () => {
    const client = newClient();
    const address = addressOf(client);
    const operator = await createOperator(stack);
    expect((await wrongSignIn(client, operator, 'wrong password 1')).status).toBe(401);
    const code = await authenticatorCode(operator.totpSecret);
    expect((await client.post('/api/admin/session', { email: operator.email, password: operator.password, code })).status).toBe(200);
    expect((await del(client, '/api/admin/session')).status).toBe(200);
    // Leaving again without access is no sign-out to record.
    expect((await del(client, '/api/admin/session')).status).toBe(200);

    expect(await auditRows(address)).toEqual([
      { action: 'admin.sign_in_failed', target: 'admin:dashboard', old_value: null, new_value: { reason: 'wrong_password' }, source_address: address },
      { action: 'admin.sign_in', target: 'admin:dashboard', old_value: null, new_value: null, source_address: address },
      { action: 'admin.sign_out', target: 'admin:dashboard', old_value: null, new_value: null, source_address: address },
    ]);

    const reader = await signInAsAdmin();
    const page = await json(await reader.get('/api/admin/audit?limit=2'));
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({ action: 'admin.sign_in', sourceAddress: addressOf(reader) });
    expect(page.items[1]).toMatchObject({ action: 'admin.sign_out', sourceAddress: address, target: 'admin:dashboard' });
    expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
    expect(page.items[0].occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const next = await json(await reader.get(`/api/admin/audit?limit=2&before=${page.nextCursor}`));
    expect(next.items).toHaveLength(2);
    expect(next.items[0].id).toBeLessThan(page.items[1].id);
    expect(next.items[1].id).toBeLessThan(next.items[0].id);
  });

  it('stops sign-ins from an address after 5 wrong ones, right one included', async () => {
    const client = newClient();
    const operator = await createOperator(stack);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await wrongSignIn(client, operator, `guess number ${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await client.post('/api/admin/session', { email: operator.email, password: operator.password, code: await authenticatorCode(operator.totpSecret) });
    expect(right.status).toBe(429);
    expect(await json(right)).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    // Other addresses are not affected.
    await signInAsAdmin();
  });

  it("counts the rates page's wrong passwords against the same limit as the gate's", async () => {
    const client = newClient();
    const operator = await signInAsOperator(stack, client);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.post('/api/update-rates', { rates: { kenya: 130 }, password: `guess number ${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The right password is refused from this address now, at the gate too.
    expect((await client.post('/api/update-rates', { rates: { kenya: 130 }, password: operator.password })).status).toBe(429);
    expect((await newClient().get('/api/rates')).status).toBe(200);
    const other = await createOperator(stack);
    expect((await client.post('/api/admin/session', { email: other.email, password: other.password, code: await authenticatorCode(other.totpSecret) })).status).toBe(429);
  });

  it('forgets wrong sign-ins once a right one is given', async () => {
    const client = newClient();
    const operator = await createOperator(stack);
    for (let i = 0; i < 4; i++) await wrongSignIn(client, operator, `guess number ${i}`);
    await signInAsAdmin(client);
    for (let i = 0; i < 4; i++) expect((await wrongSignIn(client, operator, `again ${i}`)).status).toBe(401);
  });

  it('ends admin access after 15 minutes without an admin request', async () => {
    const client = await signInAsAdmin();
    expect((await client.get('/api/admin/stats')).status).toBe(200);
    const redis = createClient({ url: stack.config.REDIS_URL });
    await redis.connect();
    try {
      const signed = decodeURIComponent(client.cookies.get('sid')!);
      const sessionId = signed.slice(2, signed.lastIndexOf('.'));
      const key = `${stack.config.REDIS_PREFIX}:sess:${sessionId}`;
      const session = JSON.parse((await redis.get(key))!) as { admin: { grantedAt: number; lastSeenAt: number } };
      session.admin.lastSeenAt -= 16 * 60 * 1000;
      await redis.set(key, JSON.stringify(session), { expiration: 'KEEPTTL' });
    } finally {
      await redis.close();
    }
    expect((await client.get('/api/admin/stats')).status).toBe(401);
    expect(await json(await client.get('/api/admin/session'))).toEqual({ admin: false });
  });
});

describe('the audit log', () => {
  it('cannot be changed or deleted, even by SQL sent straight to the database', async () => {
    const client = await signInAsAdmin();
    const [{ id }] = (await db.query('select id from admin_audit_log where source_address = $1 order by id desc limit 1', [addressOf(client)])).rows;
    await expect(db.query(`update admin_audit_log set action = 'admin.sign_out' where id = $1`, [id])).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(db.query('delete from admin_audit_log where id = $1', [id])).rejects.toThrow(/append-only: DELETE refused/);
    await expect(db.query('truncate admin_audit_log')).rejects.toThrow(/append-only: TRUNCATE refused/);
    expect((await db.query('select action from admin_audit_log where id = $1', [id])).rows).toEqual([{ action: 'admin.sign_in' }]);
  });

  it("lists one operator's entries when asked by their email, in any case", async () => {
    const first = newClient();
    const operator = await signInAsOperator(stack, first);
    expect((await del(first, '/api/admin/session')).status).toBe(200);
    const reader = await signInAsAdmin();
    const page = await json(await reader.get(`/api/admin/audit?operator=${encodeURIComponent(operator.email.toUpperCase())}`));
    expect(page.items.map((item: Json) => [item.action, item.operator.email])).toEqual([
      ['admin.sign_out', operator.email],
      ['admin.sign_in', operator.email],
    ]);
    expect(page.nextCursor).toBeNull();
    expect((await json(await reader.get('/api/admin/audit?operator=nobody%40example.com'))).items).toEqual([]);
  });
});

describe('exchange rates', () => {
  let original: Json;
  beforeAll(async () => {
    original = await json(await newClient().get('/api/rates'));
  });
  // Other test files price transfers at the seeded rates.
  afterAll(async () => {
    for (const [country, rate] of Object.entries(original)) {
      await db.query('update exchange_rates set rate = $2 where country = $1', [country, rate]);
    }
  });

  const historyCount = async () => (await db.query('select count(*)::int as n from exchange_rate_history')).rows[0].n as number;

  it('refuses rates that are not positive, too precise or too large, and forms without a password, changing nothing', async () => {
    const admin = newClient();
    const operator = await signInAsOperator(stack, admin);
    const before = await historyCount();
    const dashboardCases: [unknown, string][] = [
      [{ kenya: -1 }, 'Rate must be positive'],
      [{ kenya: 0 }, 'Rate must be positive'],
      [{ kenya: 'abc' }, 'Rate must be a number'],
      [{ kenya: 1.23456 }, 'Rate must have at most 4 decimal places'],
      [{ kenya: 1_000_000 }, 'Rate must be less than 1,000,000'],
      [{}, 'Please select a country and enter a rate'],
      [{ france: 2 }, 'Please select a country and enter a rate'],
      [{ kenya: 130, uganda: 3700 }, 'Update one country at a time here, or use the exchange-rate page'],
    ];
    for (const [body, message] of dashboardCases) {
      const response = await admin.post('/api/update-rates', body);
      expect({ body, status: response.status, message: (await json(response)).message }).toEqual({ body, status: 400, message });
    }
    const pageCases: [unknown, string, string][] = [
      [{ rates: { kenya: 130 } }, 'password', 'Admin password is required'],
      [{ rates: { kenya: 130 }, password: '' }, 'password', 'Admin password is required'],
      [{ rates: { kenya: -5 }, password: operator.password }, 'rates.kenya', 'Rate must be positive'],
      [{ rates: { kenya: '' }, password: operator.password }, 'rates.kenya', 'Rate must be positive'],
      [{ rates: {}, password: operator.password }, 'rates', 'Enter at least one rate'],
    ];
    for (const [body, field, message] of pageCases) {
      const response = await admin.post('/api/update-rates', body);
      expect({ body, status: response.status, error: await json(response) }).toMatchObject({ body, status: 400, error: { field, message } });
    }
    expect(await json(await admin.get('/api/rates'))).toEqual(original);
    expect(await historyCount()).toBe(before);
  });

  it('applies a rate from the dashboard: new quotes use it, and it is kept in the history and the audit log', async () => {
    const admin = await signInAsAdmin();
    const response = await admin.post('/api/update-rates', { kenya: 130.5 });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({
      message: 'Exchange rate updated',
      rates: { ...original, kenya: 130.5 },
      changes: [{ country: 'kenya', oldRate: original.kenya, newRate: 130.5, source: 'dashboard', changedAt: expect.any(String) }],
    });

    expect((await json(await newClient().get('/api/rates'))).kenya).toBe(130.5);
    const quote = await json(await newClient().get('/api/quote?amount=100&country=kenya&paymentMethod=card'));
    expect(quote).toMatchObject({ rate: 130.5, recipientAmount: 13050, currencyCode: 'KES' });

    const [history] = (await db.query(`select * from exchange_rate_history where country = 'kenya' order by id desc limit 1`)).rows;
    expect(history).toMatchObject({ old_rate: '129.2500', new_rate: '130.5000', source: 'dashboard' });
    const listed = await json(await admin.get('/api/admin/rates/history?country=kenya&limit=1'));
    expect(listed.items).toEqual([{ id: history.id, country: 'kenya', oldRate: 129.25, newRate: 130.5, changedAt: history.changed_at.toISOString(), source: 'dashboard' }]);

    expect((await auditRows(addressOf(admin))).filter((r) => r.action === 'rates.update')).toEqual([
      {
        action: 'rates.update',
        target: 'rate:kenya',
        old_value: { rate: '129.2500' },
        new_value: { rate: '130.5000', source: 'dashboard' },
        source_address: addressOf(admin),
      },
    ]);

    // The same rate again is no change: nothing more is recorded.
    const again = await json(await admin.post('/api/update-rates', { kenya: '130.5' }));
    expect(again.changes).toEqual([]);
    expect((await auditRows(addressOf(admin))).filter((r) => r.action === 'rates.update')).toHaveLength(1);
  });

  it("applies the rates page form with the operator's own password asked again, auditing it under their name", async () => {
    const client = newClient();
    const operator = await signInAsOperator(stack, client);
    const before = await historyCount();
    // Each within FX_RATE_APPROVAL_BAND_BPS (5%) of its cost: set at once, no second operator needed.
    const rates = { eritrea: 15.5, ethiopia: 156.5, uganda: '3700', kenya: 131.25 };
    const response = await client.post('/api/update-rates', { rates, password: operator.password });
    expect(response.status).toBe(200);
    expect(await json(await newClient().get('/api/rates'))).toEqual({ eritrea: 15.5, ethiopia: 156.5, uganda: 3700, kenya: 131.25 });
    expect(await historyCount()).toBe(before + 4);
    const history = (await db.query('select country, source from exchange_rate_history order by id desc limit 4')).rows;
    expect(history.map((h) => h.source)).toEqual(['rates_page', 'rates_page', 'rates_page', 'rates_page']);
    const audited = (await auditRows(addressOf(client))).filter((r) => r.action === 'rates.update');
    expect(audited.map((r) => [r.target, r.new_value])).toEqual([
      ['rate:eritrea', { rate: '15.5000', source: 'rates_page' }],
      ['rate:ethiopia', { rate: '156.5000', source: 'rates_page' }],
      ['rate:uganda', { rate: '3700.0000', source: 'rates_page' }],
      ['rate:kenya', { rate: '131.2500', source: 'rates_page' }],
    ]);
    const { rows: named } = await db.query(`select distinct operator_id from admin_audit_log where action = 'rates.update' and source_address = $1`, [addressOf(client)]);
    expect(named).toEqual([{ operator_id: operator.id }]);
  });

  it("refuses the rates page form with another password than the operator's, or without a session, and changes nothing", async () => {
    const ratesBefore = await json(await newClient().get('/api/rates'));
    const before = await historyCount();
    const client = newClient();
    const operator = await signInAsOperator(stack, client);
    const refused = await client.post('/api/update-rates', { rates: { kenya: 1, uganda: 1 }, password: 'not the password' });
    expect(refused.status).toBe(401);
    expect(await json(refused)).toEqual({ code: 'ADMIN.INVALID_PASSWORD', message: 'Invalid admin password' });
    const { rows: audited } = await db.query(
      `select action, target, operator_id, source_address from admin_audit_log where source_address = $1 and action = 'admin.sign_in_failed'`,
      [addressOf(client)],
    );
    expect(audited).toEqual([{ action: 'admin.sign_in_failed', target: 'admin:rates_page', operator_id: operator.id, source_address: addressOf(client) }]);

    const anonymous = await newClient().post('/api/update-rates', { rates: { kenya: 1 }, password: operator.password });
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toMatchObject({ code: 'ADMIN.REQUIRED' });

    expect(await json(await newClient().get('/api/rates'))).toEqual(ratesBefore);
    expect(await historyCount()).toBe(before);
  });
});

describe('suspending and activating a user', () => {
  it('ends their sessions at once, refuses their pending transfer and their sign-in, until activated', async () => {
    const sender = await signedInSender();
    const quote = await json(await sender.client.get('/api/quote?amount=25&country=uganda&paymentMethod=card'));
    const created = await sender.client.post('/api/create-card-session', {
      amount: 25,
      feeAmount: quote.feeAmount,
      totalAmount: quote.totalAmount,
      recipientAmount: quote.recipientAmount,
      country: 'uganda',
      currencyCode: quote.currencyCode,
      sender: { firstName: 'Amina', lastName: 'Okello', email: sender.email, phone: '+12025550100' },
      // Whoever MTN holds the wallet under, the sender confirms them, as the send screen asks (issue #29).
      recipient: { firstName: 'Nakato', lastName: 'Mugisha', phone: '0772123456', confirmedRegisteredName: (await json(await sender.client.get('/api/mtn-registered-name?phone=%2B256772123456'))).name },
    });
    expect(created.status).toBe(201);
    const { sessionId } = await json(created);

    const admin = await signInAsAdmin();
    const suspended = await put(admin, `/api/admin/users/${sender.userId}/status`, { action: 'suspend' });
    expect(suspended.status).toBe(200);
    expect(await json(suspended)).toMatchObject({ id: sender.userId, status: 'suspended', sessionsEnded: 1, email: sender.email, transactionCount: 1 });

    expect((await sender.client.get('/api/auth/me')).status).toBe(401);
    const pay = await sender.client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId: 'pm_card_visa' });
    expect(pay.status).toBe(401);
    const [transfer] = (await db.query('select status, payment_attempt from transactions where session_id = $1', [sessionId])).rows;
    expect(transfer).toEqual({ status: 'pending', payment_attempt: 0 });
    const login = await sender.client.post('/api/auth/login', { emailOrPhone: sender.email, password: sender.password });
    expect(login.status).toBe(403);
    expect(await json(login)).toMatchObject({ code: 'AUTH.SUSPENDED' });

    const listed = await json(await admin.get(`/api/admin/users?search=${encodeURIComponent(sender.email)}`));
    expect(listed.items).toEqual([expect.objectContaining({ id: sender.userId, status: 'suspended' })]);

    // Suspending again changes nothing and records nothing.
    expect(await json(await put(admin, `/api/admin/users/${sender.userId}/status`, { action: 'suspend' }))).toMatchObject({ status: 'suspended', sessionsEnded: 0 });

    const activated = await put(admin, `/api/admin/users/${sender.userId}/status`, { action: 'activate' });
    expect(await json(activated)).toMatchObject({ id: sender.userId, status: 'active', sessionsEnded: 0 });
    expect((await sender.client.post('/api/auth/login', { emailOrPhone: sender.email, password: sender.password })).status).toBe(200);
    expect((await sender.client.get('/api/auth/me')).status).toBe(200);

    expect((await auditRows(addressOf(admin))).filter((r) => r.target === `user:${sender.userId}`)).toEqual([
      { action: 'user.suspend', target: `user:${sender.userId}`, old_value: { status: 'active' }, new_value: { status: 'suspended' }, source_address: addressOf(admin) },
      { action: 'user.activate', target: `user:${sender.userId}`, old_value: { status: 'suspended' }, new_value: { status: 'active' }, source_address: addressOf(admin) },
    ]);
  });

  it('ends a session that also holds admin access in the same browser', async () => {
    const sender = await signedInSender();
    await signInAsAdmin(sender.client);
    const admin = await signInAsAdmin();
    expect(await json(await put(admin, `/api/admin/users/${sender.userId}/status`, { action: 'suspend' }))).toMatchObject({ sessionsEnded: 1 });
    expect((await sender.client.get('/api/auth/me')).status).toBe(401);
    expect((await sender.client.get('/api/admin/stats')).status).toBe(401);
  });

  it('answers unknown users with 404 and a wrong action with 400', async () => {
    const admin = await signInAsAdmin();
    for (const id of ['999999', 'abc', '1.5']) {
      const response = await put(admin, `/api/admin/users/${id}/status`, { action: 'suspend' });
      expect(response.status).toBe(404);
      expect(await json(response)).toMatchObject({ code: 'ADMIN.USER_NOT_FOUND' });
    }
    const response = await put(admin, '/api/admin/users/1/status', { action: 'delete' });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ field: 'action', message: 'Action must be suspend or activate' });
  });
});

/**
 * A fixture of users and transfers with known statuses, amounts and dates, inserted with SQL.
 * Other test files share the database, so the statistics are checked as "before + fixture":
 * the API's figures before the insert (and, for the figures that are not sums, the raw
 * counts they derive from) plus what the fixture adds, computed by hand below.
 */
describe('with a fixture of users and transfers', () => {
  const marker = `Zq${randomBytes(3).toString('hex')}`;
  const now = new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MINUTE = 60_000;
  const DAY = 24 * 60 * MINUTE;
  const RATES = { eritrea: '15.0000', ethiopia: '155.0000', uganda: '3650.0000', kenya: '129.2500' } as const;
  const CURRENCIES = { eritrea: 'ERN', ethiopia: 'ETB', uganda: 'UGX', kenya: 'KES' } as const;
  type FixtureCountry = keyof typeof RATES;

  const phoneOf = () => `+1202${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const users = {
    alpha: { first: 'Amina', last: `${marker}Alpha`, email: `alpha.${marker.toLowerCase()}@example.com`, phone: phoneOf(), at: ago(MINUTE), status: 'active', emailOk: true, phoneOk: false },
    bravo: { first: 'Tesfaye', last: `${marker}Bravo`, email: null, phone: phoneOf(), at: ago(45 * DAY), status: 'active', emailOk: false, phoneOk: true },
    charlie: { first: 'Wanjiru', last: `${marker}Charlie`, email: `charlie.${marker.toLowerCase()}@example.com`, phone: null, at: ago(400 * DAY), status: 'suspended', emailOk: false, phoneOk: false },
    delta: { first: 'Kamau', last: `${marker}Delta`, email: `delta.${marker.toLowerCase()}@example.com`, phone: null, at: ago(2 * MINUTE), status: 'active', emailOk: true, phoneOk: false },
  };
  type UserKey = keyof typeof users;
  const transfers: { key: string; user: UserKey; status: string; country: FixtureCountry; method: 'card' | 'ach'; amount: string; at: Date }[] = [
    { key: 't1', user: 'alpha', status: 'completed', country: 'kenya', method: 'card', amount: '100.00', at: ago(MINUTE) },
    { key: 't2', user: 'alpha', status: 'completed', country: 'kenya', method: 'ach', amount: '50.25', at: ago(2 * MINUTE) },
    { key: 't3', user: 'alpha', status: 'failed', country: 'ethiopia', method: 'card', amount: '20.00', at: ago(3 * MINUTE) },
    { key: 't4', user: 'bravo', status: 'completed', country: 'uganda', method: 'ach', amount: '10.10', at: ago(10 * DAY) },
    { key: 't5', user: 'bravo', status: 'failed', country: 'uganda', method: 'card', amount: '5.00', at: ago(20 * DAY) },
    { key: 't6', user: 'bravo', status: 'pending', country: 'eritrea', method: 'card', amount: '7.00', at: ago(5 * MINUTE) },
    { key: 't7', user: 'charlie', status: 'completed', country: 'ethiopia', method: 'card', amount: '1000.00', at: ago(45 * DAY) },
    { key: 't8', user: 'charlie', status: 'cancelled', country: 'kenya', method: 'card', amount: '3.00', at: ago(400 * DAY) },
    { key: 't9', user: 'charlie', status: 'processing', country: 'kenya', method: 'ach', amount: '15.00', at: ago(10 * MINUTE) },
  ];
  const userIds = {} as Record<UserKey, number>;
  const transferIds = {} as Record<string, string>;

  // The definitions the API documents, applied by hand.
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const utcDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const windowStart = utcDay(now) - 29 * DAY;
  const thisMonth = (at: Date) => at.getTime() >= monthStart;
  const inWindow = (at: Date) => utcDay(at) >= windowStart;
  const cents = (amount: string | number) => BigInt(Math.round(Number(amount) * 100));
  const halfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);
  const sumCents = (list: typeof transfers) => list.reduce((sum, t) => sum + cents(t.amount), 0n);
  const completed = transfers.filter((t) => t.status === 'completed');

  let before: Json;
  let raw: { windowCompleted: bigint; windowFailed: bigint; completedCount: bigint; completedCents: bigint; byCountry: Map<string, bigint>; byMethod: Map<string, bigint> };
  let admin: BrowserLikeClient;

  beforeAll(async () => {
    admin = await signInAsAdmin();
    before = await json(await admin.get('/api/admin/stats'));
    const [counts] = (
      await db.query(`
        select count(*) filter (where status = 'completed' and (created_at at time zone 'UTC')::date >= (now() at time zone 'UTC')::date - 29) as window_completed,
               count(*) filter (where status = 'failed' and (created_at at time zone 'UTC')::date >= (now() at time zone 'UTC')::date - 29) as window_failed,
               count(*) filter (where status = 'completed') as completed_count,
               coalesce(sum(amount) filter (where status = 'completed'), 0)::text as completed_sum
          from transactions`)
    ).rows;
    const grouped = async (column: string) =>
      new Map(
        (await db.query(`select ${column} as key, count(*) as n from transactions where status = 'completed' group by 1`)).rows.map(
          (r) => [r.key as string, BigInt(r.n)] as const,
        ),
      );
    raw = {
      windowCompleted: BigInt(counts.window_completed),
      windowFailed: BigInt(counts.window_failed),
      completedCount: BigInt(counts.completed_count),
      completedCents: cents(counts.completed_sum),
      byCountry: await grouped('country'),
      byMethod: await grouped('payment_method'),
    };

    for (const [key, u] of Object.entries(users) as [UserKey, (typeof users)[UserKey]][]) {
      const { rows } = await db.query(
        `insert into users (email, phone, password_hash, first_name, last_name, is_email_verified, is_phone_verified, status, created_at, updated_at)
         values ($1, $2, 'fixture-no-password', $3, $4, $5, $6, $7, $8, $8) returning id`,
        [u.email, u.phone, u.first, u.last, u.emailOk, u.phoneOk, u.status, u.at],
      );
      userIds[key] = rows[0].id;
    }
    for (const t of transfers) {
      const id = randomUUID();
      transferIds[t.key] = id;
      const u = users[t.user];
      await db.query(
        `insert into transactions (id, user_id, session_id, country, currency_code, amount, fee_amount, total_amount, recipient_amount, rate,
                                   payment_method, status, sender_info, recipient_info, provider_transfer_id, created_at, updated_at, delivery_method, reference)
         values ($1, $2, $3, $4, $5, $6::numeric, round($6::numeric * $7::numeric, 2), $6::numeric + round($6::numeric * $7::numeric, 2),
                 round($6::numeric * $8::numeric, 2), $8::numeric, $9, $10, $11, $12, $13, $14, $14, $15, $16)`,
        [
          id, userIds[t.user], `fixture-${marker}-${t.key}`, t.country, CURRENCIES[t.country], t.amount, t.method === 'card' ? '0.09' : '0.05',
          RATES[t.country], t.method, t.status,
          { firstName: u.first, lastName: u.last, email: u.email ?? 'none@example.com', phone: u.phone ?? '+12025550100' },
          { firstName: 'Recipient', lastName: t.key, phone: '+254712345678' },
          t.status === 'pending' ? null : `pi_fixture_${marker}_${t.key}`,
          t.at,
          DELIVERY_METHODS_BY_COUNTRY[t.country][0],
          // Every transfer has its human reference (issue #29): here one from the id, unique as the id is.
          `${id.slice(0, 4)}-${id.slice(4, 8)}`.toUpperCase(),
        ],
      );
    }
    // Declined payment attempts: two in the last 30 days, one older.
    const firstTransfer = Object.values(transferIds)[0];
    for (const [sequence, daysAgo] of [[101, 1], [102, 29], [103, 40]] as const) {
      await db.query(
        `insert into transfer_events (id, transfer_id, sequence, type, payload, occurred_at)
         values ($1, $2, $3, 'PaymentDeclined', $4, now() - make_interval(days => $5))`,
        [randomUUID(), firstTransfer, sequence, { type: 'PaymentDeclined', reason: 'Your card was declined.', attempt: sequence, paymentIntentId: null }, daysAgo],
      );
    }
  });

  afterAll(async () => {
    await db.query('delete from transfer_events where transfer_id = any($1)', [Object.values(transferIds)]);
    await db.query('delete from transactions where user_id = any($1)', [Object.values(userIds)]);
    await db.query('delete from users where id = any($1)', [Object.values(userIds)]);
  });

  const mostFrequent = (counts: Map<string, bigint>) =>
    [...counts].sort(([a, n], [b, m]) => (n === m ? a.localeCompare(b) : m > n ? 1 : -1))[0]?.[0] ?? null;
  const plus = (counts: Map<string, bigint>, key: (t: (typeof transfers)[number]) => string) => {
    const result = new Map(counts);
    for (const t of completed) result.set(key(t), (result.get(key(t)) ?? 0n) + 1n);
    return result;
  };

  it('computes every statistic: what was there before plus the fixture, by the documented definitions', async () => {
    const after = await json(await admin.get('/api/admin/stats'));
    const windowCompleted = raw.windowCompleted + BigInt(completed.filter((t) => inWindow(t.at)).length);
    const windowFailed = raw.windowFailed + BigInt(transfers.filter((t) => t.status === 'failed' && inWindow(t.at)).length);
    const completedCount = raw.completedCount + BigInt(completed.length);
    const completedCents = raw.completedCents + sumCents(completed);
    const expectedVolumeByDay = (before.volumeByDay as { date: string; volume: number }[]).map(({ date, volume }) => {
      const added = sumCents(completed.filter((t) => t.at.toISOString().slice(0, 10) === date));
      return { date, volume: Number(cents(volume) + added) / 100 };
    });

    expect(after).toEqual({
      totalUsers: before.totalUsers + 4,
      newUsersThisMonth: before.newUsersThisMonth + Object.values(users).filter((u) => thisMonth(u.at)).length,
      totalTransactions: before.totalTransactions + transfers.length,
      transactionsThisMonth: before.transactionsThisMonth + transfers.filter((t) => thisMonth(t.at)).length,
      totalVolume: Number(cents(before.totalVolume) + sumCents(completed)) / 100,
      volumeThisMonth: Number(cents(before.volumeThisMonth) + sumCents(completed.filter((t) => thisMonth(t.at)))) / 100,
      successRate: windowCompleted + windowFailed === 0n ? 0 : Number(halfUp(windowCompleted * 1000n, windowCompleted + windowFailed)) / 10,
      averageTransaction: Number(halfUp(completedCents, completedCount)) / 100,
      topCountry: mostFrequent(plus(raw.byCountry, (t) => t.country)),
      popularPaymentMethod: mostFrequent(plus(raw.byMethod, (t) => t.method)),
      volumeByDay: expectedVolumeByDay,
      declinedPayments: before.declinedPayments + 2,
    });
    expect(after.volumeByDay).toHaveLength(30);
    expect(after.volumeByDay.at(-1).date).toBe(now.toISOString().slice(0, 10));
  });

  it('follows a transfer changing status, and keeps its per-day totals equal to the transfers themselves', async () => {
    const before = await json(await admin.get('/api/admin/stats'));
    await db.query(`update transactions set status = 'completed', updated_at = now() where id = $1`, [transferIds.t6]);
    const after = await json(await admin.get('/api/admin/stats'));
    expect(after.totalTransactions).toBe(before.totalTransactions);
    expect(cents(after.totalVolume) - cents(before.totalVolume)).toBe(700n);
    await db.query(`update transactions set status = 'pending' where id = $1`, [transferIds.t6]);
    expect(await json(await admin.get('/api/admin/stats'))).toEqual(before);

    const { rows } = await db.query(`
      with actual as (
        select (created_at at time zone 'UTC')::date as day, status, country, payment_method, count(*) as transfer_count, sum(amount) as amount_sum
          from transactions group by 1, 2, 3, 4
      ), kept as (
        select day, status, country, payment_method, transfer_count, amount_sum from transaction_daily_totals where transfer_count <> 0
      )
      select (select count(*) from (select * from actual except select * from kept) a)::int
           + (select count(*) from (select * from kept except select * from actual) k)::int as differences`);
    expect(rows[0].differences).toBe(0);
  });

  describe('the users list', () => {
    const list = async (query: string) => json(await admin.get(`/api/admin/users?${query}`));
    const ids = (page: Json) => page.items.map((u: Json) => u.id);

    it('finds users by name, case-insensitively, newest first, with their transfers counted and summed', async () => {
      const page = await list(`search=${marker.toUpperCase()}`);
      expect(ids(page)).toEqual([userIds.alpha, userIds.delta, userIds.bravo, userIds.charlie]);
      expect(page.nextCursor).toBeNull();
      expect(page.items[0]).toEqual({
        id: userIds.alpha,
        firstName: 'Amina',
        lastName: users.alpha.last,
        email: users.alpha.email,
        phone: users.alpha.phone,
        emailVerified: true,
        phoneVerified: false,
        transactionCount: 3,
        totalVolume: 150.25,
        status: 'active',
        createdAt: users.alpha.at.toISOString(),
      });
      expect(page.items.map((u: Json) => [u.transactionCount, u.totalVolume, u.status])).toEqual([
        [3, 150.25, 'active'],
        [0, 0, 'active'],
        [3, 10.1, 'active'],
        [3, 1000, 'suspended'],
      ]);
    });

    it('sorts oldest first, and filters by status', async () => {
      expect(ids(await list(`search=${marker}&sort=oldest`))).toEqual([userIds.charlie, userIds.bravo, userIds.delta, userIds.alpha]);
      expect(ids(await list(`search=${marker}&status=suspended`))).toEqual([userIds.charlie]);
      expect(ids(await list(`search=${marker}&status=active`))).toEqual([userIds.alpha, userIds.delta, userIds.bravo]);
      expect(ids(await list(`search=${marker}&status=`))).toHaveLength(4);
    });

    it('finds a user by email or by phone however it is typed', async () => {
      expect(ids(await list(`search=${encodeURIComponent(users.charlie.email!.toUpperCase())}`))).toEqual([userIds.charlie]);
      const p = users.bravo.phone;
      const typed = `(${p.slice(2, 5)}) ${p.slice(5, 8)}-${p.slice(8)}`;
      expect(ids(await list(`search=${encodeURIComponent(typed)}`))).toEqual([userIds.bravo]);
      expect(ids(await list(`search=${encodeURIComponent(`${marker}%`)}`))).toEqual([]);
    });

    it('pages with a cursor in both orders, without gaps or repeats', async () => {
      for (const sort of ['newest', 'oldest']) {
        const all = ids(await list(`search=${marker}&sort=${sort}`));
        const first = await list(`search=${marker}&sort=${sort}&limit=3`);
        expect(ids(first)).toEqual(all.slice(0, 3));
        const second = await list(`search=${marker}&sort=${sort}&limit=3&before=${first.nextCursor}`);
        expect(ids(second)).toEqual(all.slice(3));
        expect(second.nextCursor).toBeNull();
      }
    });

    it('refuses a cursor it did not write and filters it does not know', async () => {
      const bad = await admin.get('/api/admin/users?before=not-a-cursor');
      expect(bad.status).toBe(400);
      expect(await json(bad)).toMatchObject({ code: 'ADMIN.INVALID_CURSOR', field: 'before' });
      const status = await admin.get('/api/admin/users?status=deleted');
      expect(status.status).toBe(400);
      expect(await json(status)).toMatchObject({ field: 'status', message: 'Status must be active or suspended' });
      expect((await admin.get('/api/admin/users?limit=500')).status).toBe(400);
    });
  });

  describe('the transactions list', () => {
    const list = async (query: string) => json(await admin.get(`/api/admin/transactions?${query}`));
    const keys = (page: Json) => page.items.map((t: Json) => Object.entries(transferIds).find(([, id]) => id === t.id)?.[0] ?? t.id);
    const newestFirst = ['t1', 't2', 't3', 't6', 't9', 't4', 't5', 't7', 't8'];

    it('lists every sender’s transfers newest first, with the sender’s account and the transfer as sent', async () => {
      const page = await list(`search=${marker}`);
      expect(keys(page)).toEqual(newestFirst);
      expect(page.items[0]).toEqual({
        id: transferIds.t1,
        sessionId: `fixture-${marker}-t1`,
        userId: userIds.alpha,
        user: { firstName: 'Amina', lastName: users.alpha.last, email: users.alpha.email, phone: users.alpha.phone },
        amount: 100,
        feeAmount: 9,
        totalAmount: 109,
        recipientAmount: 12925,
        currencyCode: 'KES',
        country: 'kenya',
        paymentMethod: 'card',
        status: 'completed',
        providerTransferId: `pi_fixture_${marker}_t1`,
        failureReason: null,
        senderInfo: { firstName: 'Amina', lastName: users.alpha.last, email: users.alpha.email, phone: users.alpha.phone },
        recipientInfo: { firstName: 'Recipient', lastName: 't1', phone: '+254712345678' },
        deliveryMethod: 'mpesa',
        payoutReceipt: null,
        pickupCode: null,
        createdAt: transfers[0].at.toISOString(),
      });
    });

    it('filters by status, country, both, and sender', async () => {
      expect(keys(await list(`search=${marker}&status=failed`))).toEqual(['t3', 't5']);
      expect(keys(await list(`search=${marker}&country=kenya`))).toEqual(['t1', 't2', 't9', 't8']);
      expect(keys(await list(`search=${marker}&country=kenya&status=completed`))).toEqual(['t1', 't2']);
      expect(keys(await list(`userId=${userIds.bravo}`))).toEqual(['t6', 't4', 't5']);
      expect(keys(await list(`search=${encodeURIComponent(users.alpha.email!)}`))).toEqual(['t1', 't2', 't3']);
      expect(keys(await list(`search=${marker}&sort=oldest`))).toEqual([...newestFirst].reverse());
    });

    it('pages with a cursor without gaps or repeats', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: Json = await list(`search=${marker}&limit=4${cursor ? `&before=${cursor}` : ''}`);
        seen.push(...keys(page));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual(newestFirst);
    });

    it('refuses filters it does not know', async () => {
      expect(await json(await admin.get('/api/admin/transactions?status=lost'))).toMatchObject({ field: 'status' });
      expect(await json(await admin.get('/api/admin/transactions?country=france'))).toMatchObject({ field: 'country', message: 'Please select a country' });
    });
  });
});

describe('system health', () => {
  it('reports each component up, with the queues’ job counts', async () => {
    // The stack leaves the bank-linking URL at its default; this api asks the sandbox's.
    const started = await startApi({ ...stack.config, TELLER_API_BASE_URL: `${stack.sandboxUrl}/teller` });
    try {
      const admin = await signInAsAdmin(newClient(started.url));
      const response = await admin.get('/api/admin/health');
      expect(response.status).toBe(200);
      const health = await json(response);
      const up = { status: 'up', detail: expect.any(String) };
      expect(health).toEqual({
        database: { status: 'up' },
        redis: { status: 'up' },
        queues: { ...up, counts: expect.any(Object) },
        cardProvider: up,
        email: up,
        sms: up,
        bankLinking: up,
      });
      expect(Object.keys(health.queues.counts).sort()).toEqual(['compliance', 'notifications', 'payouts', 'settlement']);
      expect(health.queues.counts.notifications).toEqual({
        waiting: expect.any(Number),
        active: expect.any(Number),
        delayed: expect.any(Number),
        failed: expect.any(Number),
      });
    } finally {
      await started.app.close();
    }
  });

  it('reports providers it cannot reach as down, with the reason', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    let api: NestExpressApplication | undefined;
    try {
      const started = await startApi(
        testConfig({
          STRIPE_API_BASE_URL: nowhere,
          SMTP_URL: nowhere.replace('http', 'smtp'),
          TWILIO_API_BASE_URL: nowhere,
          TELLER_API_BASE_URL: `${nowhere}/teller`,
        }),
      );
      api = started.app;
      const admin = await signInAsAdmin(newClient(started.url));
      const health = await json(await admin.get('/api/admin/health'));
      const down = { status: 'down', detail: expect.stringMatching(/\w/) };
      expect(health).toMatchObject({
        database: { status: 'up' },
        redis: { status: 'up' },
        queues: { status: 'up' },
        cardProvider: down,
        email: down,
        sms: down,
        bankLinking: down,
      });
      expect(JSON.stringify(health)).not.toContain(stack.config.STRIPE_SECRET_KEY);
    } finally {
      await api?.close();
    }
  });
});
