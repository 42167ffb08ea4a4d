import { z } from 'zod';
import { describeIssues } from '../http/describe-issues.js';
import type { DeliveryChaosSettings } from '../faults/delivery-chaos.js';
import type { FloatCurrency } from '../payouts/partner-balances.js';
import { defaultDarajaInitiatorPassword } from '../daraja/daraja-credentials.js';
import { defaultPayoutCallbackDelayMs, defaultPayoutCallbackRetryIntervalMs } from '../payouts/payout-settings.js';
import { defaultAchSettlementDelayMs } from '../stripe/payment-intents/settlement-timers.js';
import {
  defaultStripeWebhookSecret,
  defaultStripeWebhookUrl,
  defaultWebhookRetryBaseMs,
} from '../stripe/webhooks/webhook-settings.js';

// An exported-but-empty variable means "not set", not port 0.
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const port = (fallback: number) =>
  z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(fallback));

const floatBalance = z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(1e15).optional());

const environmentSchema = z.object({
  SANDBOX_HOST: z.preprocess(emptyAsUnset, z.string().trim().min(1).default('127.0.0.1')),
  SANDBOX_PORT: port(4010),
  SANDBOX_SMTP_PORT: port(2525),
  SANDBOX_LOG_LEVEL: z.preprocess(
    emptyAsUnset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  SANDBOX_STRIPE_WEBHOOK_URL: z.preprocess(
    emptyAsUnset,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default(defaultStripeWebhookUrl),
  ),
  SANDBOX_STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUnset, z.string().trim().min(1).default(defaultStripeWebhookSecret)),
  SANDBOX_STRIPE_WEBHOOK_RETRY_BASE_DELAY_MS: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(1).max(3_600_000).default(defaultWebhookRetryBaseMs),
  ),
  SANDBOX_ACH_SETTLEMENT_DELAY_MS: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(0).max(86_400_000).default(defaultAchSettlementDelayMs),
  ),
  // Unset: refunds change status after the ACH settlement delay.
  SANDBOX_REFUND_DELAY_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(86_400_000).optional()),
  SANDBOX_PAYOUT_CALLBACK_DELAY_MS: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(0).max(86_400_000).default(defaultPayoutCallbackDelayMs),
  ),
  SANDBOX_PAYOUT_CALLBACK_RETRY_INTERVAL_MS: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(1).max(3_600_000).default(defaultPayoutCallbackRetryIntervalMs),
  ),
  SANDBOX_DARAJA_INITIATOR_PASSWORD: z.preprocess(emptyAsUnset, z.string().min(1).default(defaultDarajaInitiatorPassword)),
  SANDBOX_MTN_MOMO_CALLBACK_METHOD: z.preprocess(
    emptyAsUnset,
    z.enum(['PUT', 'POST'], { error: 'must be PUT or POST' }).default('PUT'),
  ),
  // The delivery fault mode: on when either of the first two is set.
  SANDBOX_DELIVERY_COPIES: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(10).optional()),
  SANDBOX_DELIVERY_MAX_DELAY_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(600_000).optional()),
  // Whole units each partner holds prefunded at the start (defaults: partner-balances.ts).
  SANDBOX_FLOAT_KES: floatBalance,
  SANDBOX_FLOAT_UGX: floatBalance,
  SANDBOX_FLOAT_ETB: floatBalance,
  SANDBOX_FLOAT_ERN: floatBalance,
  SANDBOX_FAULT_SEED: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(4_294_967_295).default(1)),
});

export interface SandboxConfig {
  host: string;
  httpPort: number;
  smtpPort: number;
  logLevel: string;
  stripeWebhookUrl: string;
  stripeWebhookSecret: string;
  webhookRetryBaseDelayMs: number;
  achSettlementDelayMs: number;
  /** How long a refund waits before its later change of status; SANDBOX_REFUND_DELAY_MS, else the ACH settlement delay. */
  refundDelayMs: number;
  payoutCallbackDelayMs: number;
  payoutCallbackRetryIntervalMs: number;
  darajaInitiatorPassword: string;
  mtnMomoCallbackMethod: 'PUT' | 'POST';
  /** Opening balances the environment sets (the others keep their defaults). */
  floatBalances: Partial<Record<FloatCurrency, number>>;
  /** Null unless SANDBOX_DELIVERY_COPIES or SANDBOX_DELIVERY_MAX_DELAY_MS is set. */
  deliveryChaos: DeliveryChaosSettings | null;
}

export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid sandbox environment: ${describeIssues(parsed.error)}`);
  }
  const values = parsed.data;
  return {
    host: values.SANDBOX_HOST,
    httpPort: values.SANDBOX_PORT,
    smtpPort: values.SANDBOX_SMTP_PORT,
    logLevel: values.SANDBOX_LOG_LEVEL,
    stripeWebhookUrl: values.SANDBOX_STRIPE_WEBHOOK_URL,
    stripeWebhookSecret: values.SANDBOX_STRIPE_WEBHOOK_SECRET,
    webhookRetryBaseDelayMs: values.SANDBOX_STRIPE_WEBHOOK_RETRY_BASE_DELAY_MS,
    achSettlementDelayMs: values.SANDBOX_ACH_SETTLEMENT_DELAY_MS,
    refundDelayMs: values.SANDBOX_REFUND_DELAY_MS ?? values.SANDBOX_ACH_SETTLEMENT_DELAY_MS,
    payoutCallbackDelayMs: values.SANDBOX_PAYOUT_CALLBACK_DELAY_MS,
    payoutCallbackRetryIntervalMs: values.SANDBOX_PAYOUT_CALLBACK_RETRY_INTERVAL_MS,
    darajaInitiatorPassword: values.SANDBOX_DARAJA_INITIATOR_PASSWORD,
    mtnMomoCallbackMethod: values.SANDBOX_MTN_MOMO_CALLBACK_METHOD,
    floatBalances: Object.fromEntries(
      (['KES', 'UGX', 'ETB', 'ERN'] as const).flatMap((currency) => {
        const value = values[`SANDBOX_FLOAT_${currency}`];
        return value === undefined ? [] : [[currency, value]];
      }),
    ),
    deliveryChaos:
      values.SANDBOX_DELIVERY_COPIES === undefined && values.SANDBOX_DELIVERY_MAX_DELAY_MS === undefined
        ? null
        : {
            copies: values.SANDBOX_DELIVERY_COPIES ?? 1,
            maxDelayMs: values.SANDBOX_DELIVERY_MAX_DELAY_MS ?? 0,
            seed: values.SANDBOX_FAULT_SEED,
          },
  };
}
