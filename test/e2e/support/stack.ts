import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { ensureDatabaseExists, migrateToLatest } from '../../../src/database/prepare-database.js';
import { freePort } from '../../support/free-port.js';
import type { TestServices } from '../../support/test-services.js';
import { throwawayDatabaseName, withDatabaseName } from '../../support/throwaway-database.js';

const TS_NODE = ['--enable-source-maps', '--import', '@swc-node/register/esm-register'];
export const LOG_DIR = '.tmp/e2e-logs';

export interface Stack {
  appUrl: string;
  sandboxUrl: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  children: ChildProcess[];
}

/**
 * Boots sandbox, api (serving the built frontend) and worker as real processes, logging to
 * `logDir` (each shard of the tier its own: two stacks run side by side, each on its own
 * ports, database and Redis prefix).
 */
export async function startStack(services: TestServices, logDir = LOG_DIR): Promise<Stack> {
  const server = services.postgresServerUrl;
  const name = throwawayDatabaseName('remit_e2e');
  const databaseUrl = withDatabaseName(server, name);
  await ensureDatabaseExists(databaseUrl);
  await migrateToLatest(databaseUrl);

  const [apiPort, sandboxPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const appUrl = `http://127.0.0.1:${apiPort}`;
  const redisUrl = services.redisUrl;
  const redisPrefix = `test:${name}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    PORT: String(apiPort),
    APP_URL: appUrl,
    FRONTEND_DIST: 'frontend/dist',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    SANDBOX_URL: sandboxUrl,
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_SMTP_PORT: String(smtpPort),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    TWILIO_API_BASE_URL: sandboxUrl,
    STRIPE_API_BASE_URL: sandboxUrl,
    STRIPE_JS_URL: `${sandboxUrl}/stripe/js/v3`,
    TELLER_API_BASE_URL: `${sandboxUrl}/teller`,
    TELLER_CONNECT_SCRIPT_URL: `${sandboxUrl}/teller/connect/connect.js`,
    DARAJA_API_BASE_URL: sandboxUrl,
    MTN_MOMO_API_BASE_URL: sandboxUrl,
    THUNES_API_BASE_URL: sandboxUrl,
    PAYOUT_CALLBACK_BASE_URL: appUrl,
    PAYOUT_STATUS_CHECK_AFTER_MS: '2000',
    // Reconciliation judges every provider record at once (no grace period for webhooks on their way).
    RECONCILIATION_GRACE_MS: '0',
    SANDBOX_PAYOUT_CALLBACK_DELAY_MS: '500',
    SANDBOX_STRIPE_WEBHOOK_URL: `${appUrl}/api/webhooks/stripe`,
    SANDBOX_STRIPE_WEBHOOK_SECRET: 'whsec_sandbox',
    // Long enough to see a bank transfer processing, short enough to see it complete.
    SANDBOX_ACH_SETTLEMENT_DELAY_MS: '4000',
  };

  mkdirSync(logDir, { recursive: true });
  const launch = (name: string, entry: string) => {
    const child = spawn(process.execPath, [...TS_NODE, entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = createWriteStream(`${logDir}/${name}.log`);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    return child;
  };
  const children = [launch('sandbox', 'sandbox/src/main.ts'), launch('api', 'src/main.ts'), launch('worker', 'src/worker.ts')];
  const stack = { appUrl, sandboxUrl, databaseUrl, redisUrl, redisPrefix, children };
  try {
    await waitFor(`${sandboxUrl}/api/messages`, children, logDir);
    await waitFor(`${appUrl}/api/health`, children, logDir);
  } catch (error) {
    stopChildren(children);
    throw error;
  }
  return stack;
}

async function waitFor(url: string, children: ChildProcess[], logDir: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dead = children.find((child) => child.exitCode !== null);
    if (dead) throw new Error(`A stack process exited early (code ${dead.exitCode}); see ${logDir}/`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms; see ${logDir}/`);
}

export function stopChildren(children: ChildProcess[]): Promise<void[]> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 8000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}
