import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { CheckRateAlertsProcessor } from '../../src/rate-alerts/check-rate-alerts.processor.js';
import { RateAlertFiring } from '../../src/rate-alerts/rate-alert-firing.service.js';
import { Rate } from '../../src/shared/domain/rate.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { signInAsOperator } from '../support/signed-in-operator.js';

let stack: InProcessStack;
let db: pg.Client;
let admin: BrowserLikeClient;

/** This file's client addresses: 203.0.113.160 to 203.0.113.199. */
let addresses = 160;
const newClient = () => {
  if (addresses > 199) throw new Error('out of client addresses for this file');
  return new BrowserLikeClient(stack.apiUrl, `203.0.113.${addresses++}`);
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let ownDatabaseUrl: string | undefined;

beforeAll(async () => {
  // A database of its own: other files change the rates this file moves and reads (the fuzz test restores them when it ends).
  ({ stack, db, ownDatabaseUrl } = await startStackAndDatabase({ ownDatabase: 'remit_alerts' }));
  admin = newClient();
  await signInAsOperator(stack, admin);
});
afterAll(async () => {
  await stopStackAndDatabase({ stack, db, ownDatabaseUrl });
});

async function currentRates(): Promise<Record<string, number>> {
  return (await (await newClient().get('/api/rates')).json()) as Record<string, number>;
}

async function signedInSender() {
  const client = newClient();
  const user = await signUpAndSignIn(stack, client);
  return { client, ...user };
}

async function setRate(country: string, rate: number): Promise<void> {
  const response = await admin.post('/api/update-rates', { [country]: rate });
  expect({ status: response.status, body: await response.json() }).toMatchObject({ status: 200 });
}

const setAlert = (client: BrowserLikeClient, body: unknown) => client.post('/api/rate-alerts', body);
const alerts = async (client: BrowserLikeClient): Promise<Json[]> => (await (await client.get('/api/rate-alerts')).json()) as Json[];
const alertRows = async (userId: number) =>
  (await db.query('select id, country, target_rate, fired_at, fired_rate from rate_alerts where user_id = $1 order by created_at', [userId])).rows;

async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Every rate-alert check and every message the outbox holds has been relayed and its job has
 * finished: whatever the rate changes so far were going to send is in the sandbox by now.
 */
async function quiet(): Promise<void> {
  const queue = stack.worker.get(JobQueue).queue('notifications');
  await waitUntil(async () => {
    const { rows } = await db.query<{ id: string; enqueued_at: Date | null }>(
      `select id, enqueued_at from outbox_jobs where job_name in ('rates.check-alerts', 'notifications.deliver-message') and failed_at is null`,
    );
    if (rows.some((row) => row.enqueued_at === null)) return false;
    const states = await Promise.all(rows.map((row) => queue.getJobState(row.id)));
    return states.every((state) => state === 'completed' || state === 'unknown');
  }, 'the rate-alert jobs and their messages');
}

/** The rate-alert messages the sandbox received for `to` (not the verification code). */
async function alertMessages(to: string) {
  return (await stack.inbox.messages(to)).filter((message) => /reached your alert|your alert was/.test(`${message.subject} ${message.text}`));
}

const fourDecimals = (rate: number) => Rate.fromNumber(rate).toDecimalString();
/** `rate + delta` to 4 decimals, without a float's tail (155 + 4.9999). */
const plus = (rate: number, delta: number) => Number((rate + delta).toFixed(4));

describe('setting, listing and removing rate alerts', () => {
  it('sets an alert above the current rate, lists it, and replaces its target when set again for the country', async () => {
    const { client, userId } = await signedInSender();
    const { uganda } = await currentRates();
    const first = await setAlert(client, { country: 'uganda', targetRate: plus(uganda, 50) });
    expect(first.status).toBe(201);
    const set = (await first.json()) as Json;
    expect(set).toMatchObject({
      replaced: false,
      message: `We will tell you when Uganda reaches 1 USD = ${fourDecimals(plus(uganda, 50))} UGX.`,
      alert: { country: 'uganda', currencyCode: 'UGX', targetRate: plus(uganda, 50), status: 'active', firedAt: null, firedRate: null },
    });

    // A numeric string is read exactly as the number is.
    const again = await setAlert(client, { country: 'uganda', targetRate: String(plus(uganda, 75.5)) });
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({
      replaced: true,
      message: `Your Uganda alert now waits for 1 USD = ${fourDecimals(plus(uganda, 75.5))} UGX (it was ${fourDecimals(plus(uganda, 50))}).`,
      alert: { id: set.alert.id, targetRate: plus(uganda, 75.5), status: 'active' },
    });

    const { kenya } = await currentRates();
    expect((await setAlert(client, { country: 'kenya', targetRate: plus(kenya, 1) })).status).toBe(201);
    const listed = await alerts(client);
    expect(listed.map((a) => [a.country, a.targetRate, a.status]).sort()).toEqual([
      ['kenya', plus(kenya, 1), 'active'],
      ['uganda', plus(uganda, 75.5), 'active'],
    ]);
    expect(await alertRows(userId)).toHaveLength(2);
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const { client, userId } = await signedInSender();
    const { kenya } = await currentRates();
    const cases: [body: unknown, field: string, message: string][] = [
      [{ targetRate: 150 }, 'country', 'Please select a country'],
      [{ country: 'tanzania', targetRate: 150 }, 'country', 'Please select a country'],
      [{ country: 'kenya' }, 'targetRate', 'Target rate is required'],
      [{ country: 'kenya', targetRate: 'lots' }, 'targetRate', 'Target rate must be a number such as 140.5'],
      [{ country: 'kenya', targetRate: true }, 'targetRate', 'Target rate must be a number such as 140.5'],
      [{ country: 'kenya', targetRate: 0 }, 'targetRate', 'Target rate must be positive'],
      [{ country: 'kenya', targetRate: -140 }, 'targetRate', 'Target rate must be positive'],
      [{ country: 'kenya', targetRate: 140.12345 }, 'targetRate', 'Target rate can have at most 4 decimal places'],
      [{ country: 'kenya', targetRate: 1_000_000 }, 'targetRate', 'Target rate must be less than 1,000,000'],
    ];
    for (const [body, field, message] of cases) {
      const response = await setAlert(client, body);
      expect({ body, status: response.status, answer: await response.json() }).toMatchObject({ body, status: 400, answer: { field, message } });
    }

    // At or below the current rate: the message states the rate.
    for (const target of [kenya, plus(kenya, -1)]) {
      const response = await setAlert(client, { country: 'kenya', targetRate: target });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'RATE_ALERT.TARGET_NOT_ABOVE_CURRENT',
        field: 'targetRate',
        message: `The rate for Kenya is already 1 USD = ${fourDecimals(kenya)} KES. Choose a target above it.`,
        currentRate: kenya,
      });
    }
    expect(await alertRows(userId)).toEqual([]);
    expect(await alerts(client)).toEqual([]);
  });

  it('needs a signed-in sender and the CSRF header', async () => {
    const anonymous = newClient();
    expect((await anonymous.get('/api/rate-alerts')).status).toBe(401);
    expect((await setAlert(anonymous, { country: 'kenya', targetRate: 999 })).status).toBe(401);
    const { client, userId } = await signedInSender();
    const withoutCsrf = await client.request('POST', '/api/rate-alerts', { country: 'kenya', targetRate: 999 }, {}, { csrf: false });
    expect(withoutCsrf.status).toBe(403);
    expect(await alertRows(userId)).toEqual([]);
  });

  it("answers 404 for another sender's alert, an unknown one and a malformed id, and removes the sender's own", async () => {
    const owner = await signedInSender();
    const other = await signedInSender();
    const { ethiopia } = await currentRates();
    const { alert } = (await (await setAlert(owner.client, { country: 'ethiopia', targetRate: plus(ethiopia, 10) })).json()) as Json;

    expect(await alerts(other.client)).toEqual([]);
    for (const id of [alert.id, '6f1c2a7e-1b8d-4c3e-9f00-123456789abc', 'not-an-id', '1']) {
      const response = await other.client.request('DELETE', `/api/rate-alerts/${id}`);
      expect({ id, status: response.status, body: await response.json() }).toEqual({
        id,
        status: 404,
        body: { code: 'RATE_ALERT.NOT_FOUND', message: 'Rate alert not found' },
      });
    }
    expect(await alertRows(owner.userId)).toHaveLength(1);

    const removed = await owner.client.request('DELETE', `/api/rate-alerts/${alert.id}`);
    expect({ status: removed.status, body: await removed.json() }).toEqual({ status: 200, body: { message: 'Rate alert removed' } });
    expect(await alerts(owner.client)).toEqual([]);
    expect((await owner.client.request('DELETE', `/api/rate-alerts/${alert.id}`)).status).toBe(404);
  });
});

describe('firing when the operator changes a rate', () => {
  it('emails the sender once, with the rate and a link to send, when the admin raises the rate past the target, however often the check runs', async () => {
    const { client, userId, email } = await signedInSender();
    const { kenya } = await currentRates();
    const target = plus(kenya, 0.5);
    const { alert } = (await (await setAlert(client, { country: 'kenya', targetRate: target })).json()) as Json;

    const raised = plus(kenya, 1);
    await setRate('kenya', raised);
    const [message] = await stack.inbox.waitFor(email, 2).then(async () => alertMessages(email));
    expect(message).toMatchObject({ channel: 'email', to: email, subject: 'Kenya: the rate reached your alert' });
    expect(message!.text).toContain(`1 USD = ${fourDecimals(raised)} KES, your alert was ${fourDecimals(target)}`);
    expect(message!.text).toContain(`${stack.config.APP_URL}/send?country=kenya`);

    // The check again, twice at once and once more after: the alert has fired, nothing is sent.
    const processor = stack.worker.get(CheckRateAlertsProcessor);
    const payload = { country: 'kenya' as const, rate: fourDecimals(raised) };
    await Promise.all([processor.process(payload), processor.process(payload)]);
    await processor.process(payload);
    await quiet();
    expect(await alertMessages(email)).toHaveLength(1);

    const [row] = await alertRows(userId);
    expect(row).toMatchObject({ id: alert.id, fired_rate: fourDecimals(raised) });
    expect(row.fired_at).toBeInstanceOf(Date);
    const [listed] = await alerts(client);
    expect(listed).toMatchObject({ id: alert.id, status: 'reached', firedRate: raised, firedAt: row.fired_at.toISOString() });

    // A higher rate later does not fire it again.
    await setRate('kenya', plus(raised, 1));
    await quiet();
    expect(await alertMessages(email)).toHaveLength(1);
  });

  it('fires an alert exactly once when two workers race to fire it', async () => {
    const { client, email, userId } = await signedInSender();
    const { eritrea } = await currentRates();
    expect((await setAlert(client, { country: 'eritrea', targetRate: plus(eritrea, 0.25) })).status).toBe(201);

    // As two workers would, each with its own unit of work, on a rate no operator change announced yet.
    const firing = stack.worker.get(RateAlertFiring);
    const reached = Rate.fromNumber(plus(eritrea, 0.25));
    await db.query('update exchange_rates set rate = $1 where country = $2', [reached.toDecimalString(), 'eritrea']);
    const fired = await Promise.all([firing.fire('eritrea', reached), firing.fire('eritrea', reached), firing.fire('eritrea', reached)]);
    expect(fired.filter((n) => n > 0)).toHaveLength(1);
    const { rows } = await db.query(`select count(*)::int as n from outbox_jobs where job_name = 'notifications.deliver-message' and payload->>'to' = $1 and payload->>'subject' like '%alert%'`, [email]);
    expect(rows[0].n).toBe(1);
    await quiet();
    expect(await alertMessages(email)).toHaveLength(1);
    expect((await alertRows(userId))[0].fired_rate).toBe(reached.toDecimalString());
  });

  it('fires nothing when the rate is lowered or raised short of the target, and never fires a removed alert', async () => {
    const waiting = await signedInSender();
    const removing = await signedInSender();
    const { ethiopia } = await currentRates();
    expect((await setAlert(waiting.client, { country: 'ethiopia', targetRate: plus(ethiopia, 5) })).status).toBe(201);
    const { alert: removed } = (await (await setAlert(removing.client, { country: 'ethiopia', targetRate: plus(ethiopia, 1) })).json()) as Json;
    expect((await removing.client.request('DELETE', `/api/rate-alerts/${removed.id}`)).status).toBe(200);

    await setRate('ethiopia', plus(ethiopia, -2));
    await setRate('ethiopia', plus(ethiopia, 4.9999));
    await quiet();
    expect(await alertMessages(waiting.email)).toEqual([]);
    expect(await alertMessages(removing.email)).toEqual([]);
    expect((await alertRows(waiting.userId))[0]).toMatchObject({ fired_at: null, fired_rate: null });
    expect(await alertRows(removing.userId)).toEqual([]);

    // Reaching the target exactly fires the waiting one; the removed one is gone for good.
    await setRate('ethiopia', plus(ethiopia, 5));
    await quiet();
    expect(await alertMessages(waiting.email)).toHaveLength(1);
    expect(await alertMessages(removing.email)).toEqual([]);
  });

  it('texts a sender who verified only a phone', async () => {
    const client = newClient();
    const phone = `+1202555${String(1000 + (randomBytes(2).readUInt16BE() % 9000))}`;
    const registered = (await (
      await client.post('/api/auth/register', { email: '', phone, password: 'correct horse 1', firstName: 'Baraka', lastName: 'Mwangi' })
    ).json()) as Json;
    const code = await stack.inbox.latestCode(phone);
    expect((await client.post('/api/auth/verify', { userId: registered.userId, code, type: 'phone' })).status).toBe(200);
    expect((await client.post('/api/auth/login', { emailOrPhone: phone, password: 'correct horse 1' })).status).toBe(200);

    const { uganda } = await currentRates();
    expect((await setAlert(client, { country: 'uganda', targetRate: plus(uganda, 1) })).status).toBe(201);
    await setRate('uganda', plus(uganda, 2));
    await quiet();
    const [sms] = await alertMessages(phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone });
    expect(sms!.text).toContain(`1 USD = ${fourDecimals(plus(uganda, 2))} UGX for Uganda, your alert was ${fourDecimals(plus(uganda, 1))}`);
    expect(sms!.text).toContain(`${stack.config.APP_URL}/send?country=uganda`);
  });
});
