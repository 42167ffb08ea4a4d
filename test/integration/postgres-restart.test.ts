import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import pg from 'pg';
import Stripe from 'stripe';
import { ensureDatabaseExists, migrateToLatest } from '../../src/database/prepare-database.js';
import { isDatabaseOutage } from '../../src/shared/database-outage.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { payByCard } from '../support/card-paid-transfer.js';
import { startInProcessStack, type InProcessStack } from '../support/in-process-stack.js';
import { OwnPostgres } from '../support/own-postgres.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { withDatabaseName } from '../support/throwaway-database.js';
import { transferRow } from '../support/transfer-fixtures.js';

// Issue #28: the api and the worker ride out a PostgreSQL restart. The server here is the
// test's own (initdb into a temp directory), so stopping it touches nobody else's database.
let server: OwnPostgres;
let databaseUrl: string;
let stack: InProcessStack;
let clients = 0;
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.28.${++clients}`);

beforeAll(async () => {
  server = await OwnPostgres.start(join(tmpdir(), `postgres-restart-test-${process.pid}.log`));
  databaseUrl = withDatabaseName(server.url, 'remit');
  await ensureDatabaseExists(databaseUrl);
  await migrateToLatest(databaseUrl);
  stack = await startInProcessStack({ env: { DATABASE_URL: databaseUrl } });
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await server?.remove();
}, 60_000);

/** What the product stored, read on a connection of its own (opened after any restart). */
async function withDatabase<T>(read: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await read(db);
  } finally {
    await db.end();
  }
}

/** Connections of the process's pool checked out and not given back. */
async function checkedOut(app: INestApplicationContext): Promise<number> {
  const pool = (await app.get(MikroORM).em.getConnection().getNativeClient()) as pg.Pool;
  return pool.totalCount - pool.idleCount;
}

async function untilStatus(client: BrowserLikeClient, path: string, status: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 0;
  while (Date.now() < deadline) {
    last = (await client.get(path)).status;
    if (last === status) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${path} still answered ${last}, not ${status}, after ${timeoutMs} ms`);
}

describe('while PostgreSQL is down', () => {
  it('answers 503 SERVICE.UNAVAILABLE (try again) to reads, writes and webhooks, is not ready, and serves again by itself once it is back', async () => {
    const client = newClient();
    await signUpAndSignIn(stack, client);
    expect((await client.get('/api/transactions')).status).toBe(200);

    await server.stop();
    try {
      const signedIn = await client.get('/api/transactions');
      const signUp = await newClient().post('/api/auth/register', { email: `late.${randomBytes(3).toString('hex')}@example.com`, phone: '', password: 'correct horse 1', firstName: 'Late', lastName: 'Comer' });
      const payload = JSON.stringify({ id: `evt_${randomBytes(8).toString('hex')}`, object: 'event', type: 'payment_intent.succeeded', created: Math.floor(Date.now() / 1000), data: { object: { id: 'pi_restart', object: 'payment_intent', metadata: {} } } });
      const webhook = await fetch(`${stack.apiUrl}/api/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': new Stripe('sk_test_sandbox').webhooks.generateTestHeaderString({ payload, secret: 'whsec_sandbox' }) },
        body: payload,
      });
      // A 503 makes Stripe deliver the event again later: nothing is acknowledged that was not stored.
      for (const answer of [signedIn, signUp, webhook]) {
        expect({ status: answer.status, body: await answer.json() }).toEqual({
          status: 503,
          body: { code: 'SERVICE.UNAVAILABLE', message: expect.stringMatching(/try again/) },
        });
      }
      const ready = await fetch(`${stack.apiUrl}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'not_ready', database: 'down', redis: 'up', migrations: 'unknown' });
    } finally {
      await server.resume();
    }

    // The same api and worker processes: their pools reconnect by themselves.
    await untilStatus(client, '/api/transactions', 200);
    expect((await fetch(`${stack.apiUrl}/api/health/ready`)).status).toBe(200);
    // A sign-up needs the worker: the outbox relay and the message job after the restart.
    await signUpAndSignIn(stack, newClient());
  }, 90_000);
});

describe('a restart in the middle of a transfer', () => {
  it('loses nothing: the card transfer paid just before it is settled, paid out and completed after it', async () => {
    const paid = await withDatabase((db) => payByCard(stack, db, newClient(), { country: 'kenya', recipientPhone: '0712 345 281' }));
    // The webhook, its settlement and the payout are on their way while the database goes away for 2 s.
    await server.restart(2000);
    const deadline = Date.now() + 60_000;
    let status = '';
    while (Date.now() < deadline) {
      status = await withDatabase(async (db) => (await transferRow(db, paid.sessionId)).status as string);
      if (status === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe('completed');
    const payouts = await withDatabase(async (db) => (await db.query(`select state from payout_attempts where transfer_id = $1`, [paid.id])).rows);
    expect(payouts).toEqual([{ state: 'delivered' }]);
  }, 90_000);
});

describe('a transaction open when PostgreSQL goes away', () => {
  it('gives its connection back to the pool (kysely-org/kysely#1990: the failed ROLLBACK kept it for ever)', async () => {
    const em = stack.api.get(EntityManager).fork();
    const failed = em
      .transactional(async (tx) => {
        await tx.getConnection().execute('select 1', [], 'all', tx.getTransactionContext());
        await server.stop();
        await tx.getConnection().execute('select 1', [], 'all', tx.getTransactionContext());
      })
      .then(
        () => 'committed',
        (error: unknown) => error,
      );
    // What a request would have answered 503 for.
    expect(isDatabaseOutage(await failed)).toBe(true);
    await server.resume();
    // Without the fix the api's pool keeps one connection checked out for ever (and app.close() then waits for it).
    const deadline = Date.now() + 10_000;
    while ((await checkedOut(stack.api)) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await checkedOut(stack.api)).toBe(0);
    expect((await fetch(`${stack.apiUrl}/api/health/ready`)).status).toBe(200);
  }, 60_000);
});
