import { DEVELOPMENT_DEFAULTS } from '../src/config/environment.schema.js';
import { freePort } from '../test/support/free-port.js';
import { startBuiltApi, startBuiltWorker, startServer, type RunningServer } from './app-processes.js';
import type { BenchDatabase } from './bench-database.js';
import type { BenchProcess } from './bench-process.js';
import { QUIET_PASSES } from './quiet-passes.js';

/** The built provider sandbox (`npm run build`'s dist/sandbox), standing in for Stripe, Twilio, the SMTP server and the payout partners. */
const SANDBOX_ENTRY = 'dist/sandbox/src/main.js';

/** A worker of the whole system, with its own metrics listener. */
export interface SystemWorker {
  process: BenchProcess;
  metricsUrl: string;
}

/**
 * The product as it runs, on the benchmark's database: the built api wired to the provider
 * sandbox (card payments, their webhooks, receipts by mail and SMS, payouts and the partners'
 * callbacks), the sandbox answering at once (no callback delay), and as many built workers as
 * a run asks for.
 */
export interface WholeSystem {
  api: RunningServer;
  sandbox: RunningServer;
  redisUrl: string;
  startWorkers(count: number): Promise<SystemWorker[]>;
  stop(): Promise<void>;
}

export async function startWholeSystem(db: BenchDatabase): Promise<WholeSystem> {
  const [apiPort, sandboxPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const sandbox = await startServer(
    'sandbox',
    [SANDBOX_ENTRY],
    {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_SMTP_PORT: String(smtpPort),
      SANDBOX_LOG_LEVEL: 'warn',
      SANDBOX_STRIPE_WEBHOOK_URL: `${apiUrl}/api/webhooks/stripe`,
      SANDBOX_STRIPE_WEBHOOK_SECRET: DEVELOPMENT_DEFAULTS.STRIPE_WEBHOOK_SECRET,
      SANDBOX_PAYOUT_CALLBACK_DELAY_MS: '0',
    },
    '/api/messages',
    sandboxPort,
  );
  const providers = {
    APP_URL: apiUrl,
    SANDBOX_URL: sandboxUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    TWILIO_API_BASE_URL: sandboxUrl,
    STRIPE_API_BASE_URL: sandboxUrl,
    STRIPE_JS_URL: `${sandboxUrl}/stripe/js/v3`,
    TELLER_API_BASE_URL: `${sandboxUrl}/teller`,
    TELLER_CONNECT_SCRIPT_URL: `${sandboxUrl}/teller/connect/connect.js`,
    DARAJA_API_BASE_URL: sandboxUrl,
    MTN_MOMO_API_BASE_URL: sandboxUrl,
    THUNES_API_BASE_URL: sandboxUrl,
    PAYOUT_CALLBACK_BASE_URL: apiUrl,
    ...QUIET_PASSES,
  };
  let api: RunningServer;
  try {
    api = await startBuiltApi(db, { ...providers, PGAPPNAME: 'bench-api' }, apiPort);
  } catch (error) {
    await sandbox.process.stop();
    throw error;
  }
  let started = 0;
  return {
    api,
    sandbox,
    redisUrl: db.redisUrl,
    startWorkers: async (count) =>
      Promise.all(
        Array.from({ length: count }, async () => {
          const port = await freePort();
          const name = `worker-${++started}`;
          const process = startBuiltWorker(db, { ...providers, WORKER_METRICS_PORT: String(port), PGAPPNAME: `bench-${name}` }, name);
          return { process, metricsUrl: `http://127.0.0.1:${port}/metrics` };
        }),
      ),
    stop: async () => {
      await api.process.stop();
      await sandbox.process.stop();
    },
  };
}
