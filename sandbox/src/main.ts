import { pino } from 'pino';
import { loadSandboxConfig } from './config/sandbox-config.js';
import { startSandbox } from './start-sandbox.js';

export { startSandbox } from './start-sandbox.js';
export type { RunningSandbox, StartSandboxOptions } from './start-sandbox.js';

async function run(): Promise<void> {
  const config = loadSandboxConfig();
  const logger = pino({ name: 'sandbox', level: config.logLevel });
  const sandbox = await startSandbox({
    httpPort: config.httpPort,
    smtpPort: config.smtpPort,
    host: config.host,
    logger,
    stripeWebhookUrl: config.stripeWebhookUrl,
    stripeWebhookSecret: config.stripeWebhookSecret,
    webhookRetryBaseDelayMs: config.webhookRetryBaseDelayMs,
    achSettlementDelayMs: config.achSettlementDelayMs,
    refundDelayMs: config.refundDelayMs,
    payoutCallbackDelayMs: config.payoutCallbackDelayMs,
    payoutCallbackRetryIntervalMs: config.payoutCallbackRetryIntervalMs,
    darajaInitiatorPassword: config.darajaInitiatorPassword,
    mtnMomoCallbackMethod: config.mtnMomoCallbackMethod,
    deliveryChaos: config.deliveryChaos,
    floatBalances: config.floatBalances,
  });
  // The fields let a harness that started the sandbox on port 0 read the ports it got.
  logger.info({ httpUrl: sandbox.httpUrl }, `Provider sandbox page and HTTP APIs on ${sandbox.httpUrl}`);
  logger.info(
    { smtpHost: config.host, smtpPort: sandbox.smtpPort },
    `Provider sandbox SMTP on smtp://${config.host}:${sandbox.smtpPort}`,
  );
  logger.info(
    { stripeWebhookUrl: config.stripeWebhookUrl },
    `Provider sandbox Stripe API on ${sandbox.httpUrl}/v1; webhooks to ${config.stripeWebhookUrl}`,
  );
  logger.info(
    { achSettlementDelayMs: config.achSettlementDelayMs },
    `Provider sandbox Teller API on ${sandbox.httpUrl}/teller; Connect script ${sandbox.httpUrl}/teller/connect/connect.js`,
  );
  logger.info(
    { payoutCallbackDelayMs: config.payoutCallbackDelayMs },
    `Provider sandbox payouts: Daraja (M-Pesa) on ${sandbox.httpUrl}/mpesa, MTN MoMo on ${sandbox.httpUrl}/disbursement, Thunes on ${sandbox.httpUrl}/v2/money-transfer`,
  );
  if (config.deliveryChaos) {
    logger.warn(
      { deliveryChaos: config.deliveryChaos },
      `Delivery fault mode: every webhook and payout callback sent ${config.deliveryChaos.copies} time(s), each after a random wait up to ${config.deliveryChaos.maxDelayMs} ms`,
    );
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: shutting down`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Importing this module (tests, the e2e harness) must not start servers.
if (import.meta.main) {
  run().catch((error: unknown) => {
    console.error('Provider sandbox failed to start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
