import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { pino } from 'pino';
import { startSandbox, type RunningSandbox } from '../../sandbox/src/start-sandbox.js';
import { QUEUE_NAMES } from '../../src/queues/job-catalog.js';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { startApi } from '../support/api-app.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { CuttableProxy } from '../support/cuttable-proxy.js';
import { freePort } from '../support/free-port.js';
import { payoutRailsAt } from '../support/in-process-stack.js';
import { SandboxInbox } from '../support/sandbox-inbox.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { testConfig } from '../support/test-config.js';
import { startWorker } from '../support/worker-app.js';

// Found by the fault suite (npm run test:faults): while Redis restarted, every request that needed
// a session, a rate limit or a queue was answered 500 INTERNAL and logged as an error.
let sandbox: RunningSandbox;
let api: NestExpressApplication;
let apiUrl: string;
let worker: INestApplicationContext;
let proxy: CuttableProxy;

/** The api reaches Redis through a proxy the test cuts; the worker (which sends the sign-up code) does not. */
beforeAll(async () => {
  sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, logger: pino({ level: 'silent' }) });
  const redis = new URL(process.env.REDIS_URL!);
  proxy = await CuttableProxy.start({ host: redis.hostname, port: Number(redis.port || 6379) });
  const viaProxy = new URL(redis);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const port = await freePort();
  const settings = {
    SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
    TWILIO_API_BASE_URL: sandbox.httpUrl,
    STRIPE_API_BASE_URL: sandbox.httpUrl,
    TELLER_API_BASE_URL: `${sandbox.httpUrl}/teller`,
    SANDBOX_URL: sandbox.httpUrl,
    ...payoutRailsAt(sandbox.httpUrl, `http://127.0.0.1:${port}`),
  };
  ({ app: api, url: apiUrl } = await startApi(testConfig({ ...settings, REDIS_URL: viaProxy.toString() }), { port }));
  worker = await startWorker(testConfig(settings));
});
afterAll(async () => {
  await proxy.restore().catch(() => undefined);
  if (api) await queueConnectionsReady(api);
  await worker?.close();
  await api?.close();
  await sandbox?.close();
  await proxy.cut();
});

/** The api's queue connections reconnect on their own: closing one still reconnecting would leave its retry timer running. */
async function queueConnectionsReady(app: NestExpressApplication): Promise<void> {
  const jobs = app.get(JobQueue);
  for (let tries = 0; tries < 100; tries++) {
    const statuses = await Promise.all(QUEUE_NAMES.map(async (name) => (await jobs.queue(name).backend.client).status));
    if (statuses.every((status) => status === 'ready')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('while Redis is out of reach', () => {
  it('answers 503 SERVICE.UNAVAILABLE (try again), not 500, and serves the same requests once it is back', async () => {
    const client = new BrowserLikeClient(apiUrl, '198.18.31.1');
    // It sends no money, and its sandbox's webhooks reach no api here: no identity check (issue #26).
    await signUpAndSignIn({ inbox: new SandboxInbox(sandbox.httpUrl), sandboxUrl: sandbox.httpUrl }, client, { verifiedTo: 'none' });
    expect((await client.get('/api/transactions')).status).toBe(200);

    await proxy.cut();
    const signedIn = await client.get('/api/transactions');
    const signIn = await new BrowserLikeClient(apiUrl, '198.18.31.2').post('/api/auth/login', { emailOrPhone: 'x@example.com', password: 'whatever1' });
    for (const answer of [signedIn, signIn]) {
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ code: 'SERVICE.UNAVAILABLE', message: expect.stringMatching(/try again/) });
    }

    await proxy.restore();
    let status = 0;
    for (let tries = 0; status !== 200 && tries < 50; tries++) {
      status = (await client.get('/api/transactions')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  });
});
