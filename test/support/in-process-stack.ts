import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Writable } from 'node:stream';
import { pino } from 'pino';
import { startSandbox } from '../../sandbox/src/start-sandbox.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { startApi } from './api-app.js';
import { freePort } from './free-port.js';
import { SandboxInbox } from './sandbox-inbox.js';
import { testConfig } from './test-config.js';
import { startWorker } from './worker-app.js';

export interface InProcessStack {
  config: AppConfig;
  sandboxUrl: string;
  api: NestExpressApplication;
  apiUrl: string;
  worker: INestApplicationContext;
  inbox: SandboxInbox;
  close(): Promise<void>;
}

/** Sandbox, api and worker in this process, wired to each other, on ephemeral ports. */
export async function startInProcessStack({
  logStream,
  env = {},
  achSettlementDelayMs = 60_000,
  webhooksReachApi = true,
}: {
  logStream?: Writable;
  env?: Record<string, string>;
  /** How long the sandbox keeps an ACH debit processing; tests settle it sooner with the sandbox's hooks. */
  achSettlementDelayMs?: number;
  /** False: the sandbox sends its webhooks to a port nobody listens on, as if every one were lost. */
  webhooksReachApi?: boolean;
} = {}): Promise<InProcessStack> {
  const apiPort = await freePort();
  let webhookPort = apiPort;
  while (!webhooksReachApi && webhookPort === apiPort) webhookPort = await freePort();
  const sandbox = await startSandbox({
    httpPort: 0,
    smtpPort: 0,
    logger: pino({ level: 'silent' }),
    stripeWebhookUrl: `http://127.0.0.1:${webhookPort}/api/webhooks/stripe`,
    stripeWebhookSecret: 'whsec_sandbox',
    webhookRetryBaseDelayMs: 100,
    achSettlementDelayMs,
    payoutCallbackDelayMs: 150,
    payoutCallbackRetryIntervalMs: 100,
  });
  const config = testConfig({
    SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
    TWILIO_API_BASE_URL: sandbox.httpUrl,
    STRIPE_API_BASE_URL: sandbox.httpUrl,
    STRIPE_JS_URL: `${sandbox.httpUrl}/stripe/js/v3`,
    TELLER_API_BASE_URL: `${sandbox.httpUrl}/teller`,
    TELLER_CONNECT_SCRIPT_URL: `${sandbox.httpUrl}/teller/connect/connect.js`,
    SANDBOX_URL: sandbox.httpUrl,
    ...payoutRailsAt(sandbox.httpUrl, `http://127.0.0.1:${apiPort}`),
    // Test files reuse wallet numbers across many senders in one run; name-lookup-limits.test.ts tests the limits.
    NAME_LOOKUP_NEW_ACCOUNTS_PER_SENDER: '100000',
    NAME_LOOKUP_SENDERS_PER_ACCOUNT: '100000',
    // Test files run longer than the step-up's ten minutes with one sign-in; step-up.test.ts tests it.
    STEP_UP_VALID_MS: String(24 * 60 * 60_000),
    ...env,
  });
  const started: { close(): Promise<unknown> }[] = [sandbox];
  const closeAll = async () => {
    for (const part of started.reverse()) await part.close();
  };
  try {
    const { app: api, url: apiUrl } = await startApi(config, { logStream, port: apiPort });
    started.push(api);
    const worker = await startWorker(config);
    started.push(worker);
    return { config, sandboxUrl: sandbox.httpUrl, api, apiUrl, worker, inbox: new SandboxInbox(sandbox.httpUrl), close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** The payout partners' settings for a stack whose partners are the sandbox and whose api listens at `apiUrl`. */
export function payoutRailsAt(sandboxUrl: string, apiUrl: string): Record<string, string> {
  return {
    DARAJA_API_BASE_URL: sandboxUrl,
    MTN_MOMO_API_BASE_URL: sandboxUrl,
    THUNES_API_BASE_URL: sandboxUrl,
    PAYOUT_CALLBACK_BASE_URL: apiUrl,
    PAYOUT_STATUS_CHECK_AFTER_MS: '400',
  };
}
