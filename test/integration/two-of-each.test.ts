import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { pino } from 'pino';
import { startSandbox } from '../../sandbox/src/start-sandbox.js';
import { ensureDatabaseExists, migrateToLatest } from '../../src/database/prepare-database.js';
import { startApi } from '../support/api-app.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import { freePort } from '../support/free-port.js';
import { payoutRailsAt } from '../support/in-process-stack.js';
import { SandboxInbox } from '../support/sandbox-inbox.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { testConfig } from '../support/test-config.js';
import { dropDatabase, throwawayDatabaseName, withDatabaseName } from '../support/throwaway-database.js';
import { startWorker } from '../support/worker-app.js';

/**
 * The api and the worker keep no state of their own (sessions in Redis, jobs in BullMQ,
 * data in PostgreSQL): two of each against one database behave as one.
 */
describe('two api and two worker processes against one database', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  const apis: NestExpressApplication[] = [];
  const urls: string[] = [];
  const workers: INestApplicationContext[] = [];
  let db: pg.Client;
  /**
   * A database and Redis prefix of the file's own: its workers start the recurring jobs (the
   * ledger's invariant check reads every entry), and workers still closing when a slow close
   * outlasted the hook took the next files' jobs from the run's shared queues (CI failed so).
   */
  const databaseUrl = withDatabaseName(process.env.DATABASE_URL!, throwawayDatabaseName('two_of_each'));

  beforeAll(async () => {
    await ensureDatabaseExists(databaseUrl);
    await migrateToLatest(databaseUrl);
    const ports = [await freePort(), await freePort()];
    sandbox = await startSandbox({
      httpPort: 0,
      smtpPort: 0,
      logger: pino({ level: 'silent' }),
      // Provider webhooks reach the first api; the browser talks to both.
      stripeWebhookUrl: `http://127.0.0.1:${ports[0]}/api/webhooks/stripe`,
      webhookRetryBaseDelayMs: 100,
      payoutCallbackDelayMs: 150,
    });
    const config = testConfig({
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:two_of_each`,
      SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
      TWILIO_API_BASE_URL: sandbox.httpUrl,
      STRIPE_API_BASE_URL: sandbox.httpUrl,
      STRIPE_JS_URL: `${sandbox.httpUrl}/stripe/js/v3`,
      SANDBOX_URL: sandbox.httpUrl,
      ...payoutRailsAt(sandbox.httpUrl, `http://127.0.0.1:${ports[0]}`),
    });
    for (const port of ports) {
      const { app, url } = await startApi(config, { port });
      apis.push(app);
      urls.push(url);
    }
    workers.push(await startWorker(config), await startWorker(config));
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    for (const worker of workers) await worker.close();
    for (const api of apis) await api.close();
    await sandbox?.close();
    await dropDatabase(databaseUrl);
    // Two workers each wait for their jobs to finish before closing: on a loaded machine that outlasts jest's default 30 s.
  }, 90_000);

  it('keeps a session across apis and settles a card transfer exactly once', async () => {
    const onFirst = new BrowserLikeClient(urls[0], '203.0.113.77');
    await signUpAndSignIn({ inbox: new SandboxInbox(sandbox.httpUrl), sandboxUrl: sandbox.httpUrl }, onFirst);

    // The same browser (same cookies) now lands on the other api.
    const onSecond = new BrowserLikeClient(urls[1], '203.0.113.77');
    for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);
    expect((await onSecond.get('/api/auth/me')).status).toBe(200);

    const quote = (await (await onSecond.get('/api/quote?amount=20&country=ethiopia&paymentMethod=card')).json()) as Record<string, number | string>;
    // Thunes names the telebirr wallet's holder (the sandbox by number): the sender confirms that person (issue #29).
    const holder = (await (await onSecond.get('/api/recipient-account-holder?country=ethiopia&phone=0911234567&deliveryMethod=telebirr')).json()) as { name: string };
    const created = await onSecond.post('/api/create-card-session', {
      amount: 20,
      feeAmount: quote.feeAmount,
      totalAmount: quote.totalAmount,
      recipientAmount: quote.recipientAmount,
      country: 'ethiopia',
      currencyCode: quote.currencyCode,
      sender: { firstName: 'Amina', lastName: 'Okello', email: 'a@example.com', phone: '+12025550100' },
      recipient: { firstName: 'Selam', lastName: 'Bekele', phone: '0911234567', confirmedRegisteredName: holder.name },
    });
    expect(created.status).toBe(201);
    const { sessionId } = (await created.json()) as { sessionId: string };

    const paymentMethodId = await tokenizeCard(sandbox.httpUrl, TEST_CARDS.visa);
    expect((await onFirst.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId })).status).toBe(200);

    const deadline = Date.now() + 20_000;
    let row;
    do {
      row = (await db.query('select id, status from transactions where session_id = $1', [sessionId])).rows[0];
      if (row.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    } while (Date.now() < deadline);
    expect(row.status).toBe('completed');
    const types = (await db.query('select type from transfer_events where transfer_id = $1 order by sequence', [row.id])).rows.map((r) => r.type);
    expect(types).toEqual(['TransferCreated', 'PaymentSubmitted', 'PaymentSucceeded', 'PayoutRequested', 'PayoutDispatched', 'PayoutDelivered', 'TransferCompleted']);
    // Two workers, one payout attempt.
    expect((await db.query('select count(*)::int as n from payout_attempts where transfer_id = $1', [row.id])).rows[0].n).toBe(1);

    // Signing out on one api ends the session on both.
    await onSecond.post('/api/auth/logout');
    expect((await onFirst.get('/api/auth/me')).status).toBe(401);
  });
});
