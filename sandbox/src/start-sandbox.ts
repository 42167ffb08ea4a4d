import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';
import { FaultPlan } from './faults/fault-plan.js';
import { DeliveryChaos, type DeliveryChaosSettings } from './faults/delivery-chaos.js';
import { createSandboxApp } from './http/sandbox-app.js';
import { MessageStore } from './inbox/message-store.js';
import { createSmtpInbox, listenSmtpInbox } from './smtp/smtp-inbox.js';
import { createDarajaSandbox } from './daraja/daraja-sandbox.js';
import { defaultDarajaInitiatorPassword } from './daraja/daraja-credentials.js';
import { createMtnMomoSandbox } from './mtn-momo/mtn-momo-sandbox.js';
import { createThunesSandbox } from './thunes/thunes-sandbox.js';
import { createPayoutSandbox } from './payouts/payout-sandbox.js';
import { defaultPayoutCallbackDelayMs, defaultPayoutCallbackRetryIntervalMs } from './payouts/payout-settings.js';
import { defaultFloatBalances, type FloatCurrency } from './payouts/partner-balances.js';
import { defaultAchSettlementDelayMs } from './stripe/payment-intents/settlement-timers.js';
import { createStripeSandbox } from './stripe/stripe-sandbox.js';
import { createTellerSandbox } from './teller/teller-sandbox.js';
import {
  defaultStripeWebhookSecret,
  defaultStripeWebhookUrl,
  defaultWebhookMaxAttempts,
  defaultWebhookRetryBaseMs,
} from './stripe/webhooks/webhook-settings.js';

export interface StartSandboxOptions {
  /** 0 picks a free port; the one used is reported back. */
  httpPort: number;
  smtpPort: number;
  /** Interface for both servers; 127.0.0.1 unless given. */
  host?: string;
  logger?: Logger;
  /** Where Stripe events are POSTed; the product's webhook endpoint unless given. */
  stripeWebhookUrl?: string;
  /** Signs deliveries (`Stripe-Signature`); the product verifies with the same secret. */
  stripeWebhookSecret?: string;
  /** Wait before the first retry of a failed delivery, doubling after (default 500 ms). */
  webhookRetryBaseDelayMs?: number;
  /** Attempts per delivery, the first included (default 8). */
  webhookMaxAttempts?: number;
  /** How long an ACH (us_bank_account) payment stays `processing` before it settles (default 5000 ms). */
  achSettlementDelayMs?: number;
  /**
   * How long a refund waits before its later change of status: an ACH refund `pending` →
   * `succeeded`, a 4000000000005126 refund `succeeded` → `failed` (default: `achSettlementDelayMs`).
   */
  refundDelayMs?: number;
  /** How long an M-Pesa or MoMo payout takes before its outcome and callback (default 3000 ms; tests use ~50). */
  payoutCallbackDelayMs?: number;
  /** Wait between callback retries for rails that retry, i.e. MTN MoMo (default 1000 ms, as MTN documents). */
  payoutCallbackRetryIntervalMs?: number;
  /** The password a Daraja SecurityCredential must carry (default `Sandbox#Initiator1`). */
  darajaInitiatorPassword?: string;
  /** How MoMo callbacks are sent: PUT (default, as MTN does) or POST. */
  mtnMomoCallbackMethod?: 'PUT' | 'POST';
  /**
   * The delivery fault mode from the start: every webhook and payout callback sent `copies`
   * times, each after a random wait up to `maxDelayMs` (seeded). Off unless given; also
   * switched by `PUT`/`DELETE /api/faults/deliveries`.
   */
  deliveryChaos?: DeliveryChaosSettings | null;
  /** Whole units each partner holds prefunded at the start, per currency (defaults: `defaultFloatBalances`). */
  floatBalances?: Partial<Record<FloatCurrency, number>>;
}

export interface RunningSandbox {
  httpUrl: string;
  smtpPort: number;
  close(): Promise<void>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Starts the SMTP and HTTP servers in this process, sharing one set of in-memory stores.
 * Closing also stops pending Stripe webhook retries, ACH settlements and payout callbacks.
 */
export async function startSandbox({
  httpPort,
  smtpPort,
  host = '127.0.0.1',
  logger = pino({ name: 'sandbox' }),
  stripeWebhookUrl = defaultStripeWebhookUrl,
  stripeWebhookSecret = defaultStripeWebhookSecret,
  webhookRetryBaseDelayMs = defaultWebhookRetryBaseMs,
  webhookMaxAttempts = defaultWebhookMaxAttempts,
  achSettlementDelayMs = defaultAchSettlementDelayMs,
  refundDelayMs = achSettlementDelayMs,
  payoutCallbackDelayMs = defaultPayoutCallbackDelayMs,
  payoutCallbackRetryIntervalMs = defaultPayoutCallbackRetryIntervalMs,
  darajaInitiatorPassword = defaultDarajaInitiatorPassword,
  mtnMomoCallbackMethod = 'PUT',
  deliveryChaos = null,
  floatBalances = {},
}: StartSandboxOptions): Promise<RunningSandbox> {
  const messages = new MessageStore();
  const faults = new FaultPlan();
  const chaos = new DeliveryChaos(deliveryChaos);
  const stripe = createStripeSandbox({
    logger,
    chaos,
    webhooks: {
      url: stripeWebhookUrl,
      secret: stripeWebhookSecret,
      retryBaseMs: webhookRetryBaseDelayMs,
      maxAttempts: webhookMaxAttempts,
      attemptTimeoutMs: 10_000,
    },
    achSettlementDelayMs,
    refundDelayMs,
  });
  const teller = createTellerSandbox({ logger });
  const payouts = createPayoutSandbox({
    settings: { callbackDelayMs: payoutCallbackDelayMs, callbackRetryIntervalMs: payoutCallbackRetryIntervalMs },
    logger,
    chaos,
    floatBalances: { ...defaultFloatBalances, ...floatBalances },
  });
  const daraja = createDarajaSandbox({ payouts, initiatorPassword: darajaInitiatorPassword, logger });
  const mtnMomo = createMtnMomoSandbox({ payouts, callbackMethod: mtnMomoCallbackMethod, logger });
  const thunes = createThunesSandbox({ payouts, logger });

  const smtp = await listenSmtpInbox(createSmtpInbox({ messages, faults, logger }), smtpPort, host);
  const smtpAddress = `${urlHost(host)}:${smtp.port}`;

  const app = createSandboxApp({
    messages,
    faults,
    chaos,
    stripe,
    teller,
    payouts,
    daraja,
    mtnMomo,
    thunes,
    logger,
    smtpAddress: () => smtpAddress,
  });
  const http = createServer(app);
  try {
    http.listen(httpPort, host);
    await once(http, 'listening');
  } catch (error) {
    stripe.close();
    payouts.close();
    await smtp.close();
    throw error;
  }
  const { port } = http.address() as AddressInfo;
  const httpUrl = `http://${urlHost(host)}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      stripe.close();
      payouts.close();
      const httpClosed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeIdleConnections();
      // Requests still in flight get a moment to finish, then their sockets are cut.
      const force = setTimeout(() => http.closeAllConnections(), 2000);
      await Promise.all([httpClosed, smtp.close()]);
      clearTimeout(force);
    })();
    return closing;
  };

  return { httpUrl, smtpPort: smtp.port, close };
}
