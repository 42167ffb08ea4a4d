import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

/**
 * Development defaults. They let `npm start` and `npm test` run with no `.env`, and are
 * exactly what production refuses (see `productionProblems`).
 */
export const DEVELOPMENT_DEFAULTS = {
  SESSION_SECRET: 'dev-session-secret-change-me-0123456789abcdef',
  ENCRYPTION_KEY: 'cmVtaXQtZGV2LWVuY3J5cHRpb24ta2V5LTMyYnl0ZXM=',
  STRIPE_SECRET_KEY: 'sk_test_sandbox',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_sandbox',
  STRIPE_WEBHOOK_SECRET: 'whsec_sandbox',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000sandbox',
  TWILIO_AUTH_TOKEN: 'sandbox-auth-token',
  TELLER_APPLICATION_ID: 'app_sandbox',
  PAYOUT_CALLBACK_TOKEN: 'dev-payout-callback-token-change-me-0123456789',
  DARAJA_CONSUMER_KEY: 'sandbox-consumer-key',
  DARAJA_CONSUMER_SECRET: 'sandbox-consumer-secret',
  DARAJA_INITIATOR_PASSWORD: 'Sandbox#Initiator1',
  MTN_MOMO_API_USER: '8b2f6c1e-3d4a-4f5b-9c6d-7e8f9a0b1c2d',
  MTN_MOMO_API_KEY: 'momo-sandbox-api-key',
  MTN_MOMO_SUBSCRIPTION_KEY: 'momo-sandbox-subscription-key',
  THUNES_API_KEY: 'thunes-sandbox-key',
  THUNES_API_SECRET: 'thunes-sandbox-secret',
  // Who the sender deals with, on every disclosure and receipt: production names the real company.
  COMPANY_NAME: 'Remit East Africa (development)',
  COMPANY_ADDRESS: '100 Example Street, Suite 1, Springfield, IL 62701, USA',
  COMPANY_PHONE: '+1 (800) 555-0100',
  COMPANY_EMAIL: 'support@example.com',
} as const;

const SANDBOX_URL_DEFAULT = 'http://localhost:4010';
/** The small invented SDN list the tests screen against (relative to the working directory); production refuses it. */
export const SDN_LIST_FIXTURE = 'test/fixtures/sdn';

const url = z.url({ message: 'must be a URL' });
const port = z.coerce.number().int().min(0).max(65535);
const positiveMs = z.coerce.number().int().min(0);

export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty (a developer's terminal) or json; unset: pretty in development, json elsewhere. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  PORT: port.default(3001),
  /** Public origin of the web app (frontend and /api on one origin). */
  APP_URL: url.default('http://localhost:3000'),
  /** Who the sender deals with, on every disclosure and receipt (the Remittance Rule's error-resolution contact). */
  COMPANY_NAME: z.string().trim().min(1).max(200).default(DEVELOPMENT_DEFAULTS.COMPANY_NAME),
  COMPANY_ADDRESS: z.string().trim().min(1).max(300).default(DEVELOPMENT_DEFAULTS.COMPANY_ADDRESS),
  COMPANY_PHONE: z.string().trim().min(1).max(40).default(DEVELOPMENT_DEFAULTS.COMPANY_PHONE),
  COMPANY_EMAIL: z.email().default(DEVELOPMENT_DEFAULTS.COMPANY_EMAIL),
  /**
   * Who may tell the api the client's address and protocol (X-Forwarded-*): rate limits, the
   * ACH mandate's address and the Secure cookie depend on it. `true`, a hop count, or
   * addresses/CIDR ranges/loopback. Unset: loopback outside production; required in production.
   */
  TRUST_PROXY: z
    .string()
    .refine((v) => parseTrustProxy(v) !== null, 'must be true, false, a hop count, or proxy addresses, CIDR ranges or loopback')
    .optional(),
  /** Folder of the built frontend the api serves in production; empty = do not serve. */
  FRONTEND_DIST: z.string().default(''),

  DATABASE_URL: url.default('postgres://postgres@127.0.0.1:5432/remit'),
  REDIS_URL: url.default('redis://127.0.0.1:6379'),
  /** Prefix for every Redis key (sessions, queues, rate limits); tests use a throwaway one. */
  REDIS_PREFIX: z.string().min(1).default('remit'),

  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEVELOPMENT_DEFAULTS.SESSION_SECRET),
  /** 32 bytes, base64: encrypts secrets at rest (bank-link access tokens). */
  ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes encoded as base64')
    .default(DEVELOPMENT_DEFAULTS.ENCRYPTION_KEY),

  SANDBOX_URL: url.default(SANDBOX_URL_DEFAULT),

  SMTP_URL: url.default('smtp://127.0.0.1:2525'),
  MAIL_FROM: z.string().min(3).default('Remit East Africa <no-reply@remit.example>'),

  TWILIO_ACCOUNT_SID: z.string().min(1).default(DEVELOPMENT_DEFAULTS.TWILIO_ACCOUNT_SID),
  TWILIO_AUTH_TOKEN: z.string().min(1).default(DEVELOPMENT_DEFAULTS.TWILIO_AUTH_TOKEN),
  TWILIO_FROM_NUMBER: z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 number').default('+15005550006'),
  /** Twilio API base URL (https://api.twilio.com in production); the sandbox in dev and test. */
  TWILIO_API_BASE_URL: url.default(SANDBOX_URL_DEFAULT),

  STRIPE_SECRET_KEY: z.string().min(1).default(DEVELOPMENT_DEFAULTS.STRIPE_SECRET_KEY),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).default(DEVELOPMENT_DEFAULTS.STRIPE_PUBLISHABLE_KEY),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).default(DEVELOPMENT_DEFAULTS.STRIPE_WEBHOOK_SECRET),
  /** Stripe API base URL (https://api.stripe.com in production); the sandbox in dev and test. */
  STRIPE_API_BASE_URL: url.default(SANDBOX_URL_DEFAULT),
  /** Where browsers reach the card provider's API (Stripe.js calls it), when it differs from the api's view (compose). */
  STRIPE_BROWSER_API_BASE_URL: url.optional(),
  /** Stripe.js, loaded by the card forms: https://js.stripe.com/v3/ in production; the sandbox's stand-in in dev and test. */
  STRIPE_JS_URL: url.default(`${SANDBOX_URL_DEFAULT}/stripe/js/v3`),

  TELLER_API_BASE_URL: url.default(`${SANDBOX_URL_DEFAULT}/teller`),
  TELLER_CONNECT_SCRIPT_URL: url.default(`${SANDBOX_URL_DEFAULT}/teller/connect/connect.js`),
  TELLER_APPLICATION_ID: z.string().min(1).default(DEVELOPMENT_DEFAULTS.TELLER_APPLICATION_ID),
  TELLER_ENVIRONMENT: z.enum(['sandbox', 'development', 'production']).default('sandbox'),
  TELLER_CERTIFICATE_PATH: z.string().default(''),
  TELLER_PRIVATE_KEY_PATH: z.string().default(''),

  /** Whether /api/openapi.json and /api/docs are served; unset: everywhere but production. */
  API_DOCS_ENABLED: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  /** Whether the queue dashboard (/admin/queues) only shows; unset: read-only in production, not elsewhere. */
  QUEUE_DASHBOARD_READ_ONLY: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),

  /**
   * Where the payout partners reach the api (their result callbacks), e.g.
   * https://api.example.com; unset: APP_URL (whose /api the web server forwards).
   */
  PAYOUT_CALLBACK_BASE_URL: url.optional(),
  /**
   * Secret path segment of the payout callbacks: Daraja's are not signed, so they are taken
   * only on a path nobody can guess (32+ characters, one per deployment).
   */
  PAYOUT_CALLBACK_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,}$/, 'must be at least 32 letters, digits, - or _')
    .default(DEVELOPMENT_DEFAULTS.PAYOUT_CALLBACK_TOKEN),
  /**
   * Bearer token Prometheus presents on /metrics (the api's and each worker's listener). Unset:
   * /metrics answers anyone, outside production only; production refuses to start without it.
   */
  METRICS_TOKEN: z.string().regex(/^[A-Za-z0-9_-]{32,}$/, 'must be at least 32 letters, digits, - or _').optional(),
  /** Port of a worker's own metrics listener (GET /metrics); 0 picks a free one. Unset: 9464, or a free one under NODE_ENV=test (tests run several workers). */
  WORKER_METRICS_PORT: port.optional(),
  /** How long after dispatch the worker first asks the partner how a payout stands (then with backoff). */
  PAYOUT_STATUS_CHECK_AFTER_MS: positiveMs.default(30_000),
  /**
   * How long after a payout request a partner's "no such payout" still means "not yet" (a
   * request on its way, a payment the partner has not indexed), per rail: M-Pesa can answer
   * R000002 while it processes a payment. Past it, "not found" ends the attempt as failed.
   */
  PAYOUT_GRACE_DARAJA_MS: positiveMs.default(30 * 60_000),
  PAYOUT_GRACE_MTN_MOMO_MS: positiveMs.default(15 * 60_000),
  PAYOUT_GRACE_THUNES_MS: positiveMs.default(15 * 60_000),
  /**
   * How far (basis points: 1000 = 10%) an operator's exchange rate may stand from what the
   * local currency costs us now (the partner's last quote, the float's rate); a rate further
   * away is refused. No band for a currency whose cost was never observed.
   */
  FX_RATE_BAND_BPS: z.coerce.number().int().min(1).max(10_000).default(1_000),
  /**
   * Four eyes on rates (issue #25): a new rate within this many basis points (500 = 5%) of its
   * currency's cost applies at once; one further away (but inside FX_RATE_BAND_BPS) is proposed
   * and applies only once a second finance operator approves it, as does a rate for a currency
   * whose cost was never observed.
   */
  FX_RATE_APPROVAL_BAND_BPS: z.coerce.number().int().min(0).max(10_000).default(500),
  /** A refund the provider deferred (our balance there was short) is made again, under a new key, after this long. */
  REFUND_RETRY_AFTER_MS: positiveMs.default(60 * 60_000),
  /**
   * Who-holds-this-account lookups (MTN's registered name, Thunes' credit-party information):
   * new accounts (not a saved recipient's) one sender may look up, and senders who may look up
   * one account, per window (issue #25: the checks are not a directory of who owns a number).
   */
  NAME_LOOKUP_NEW_ACCOUNTS_PER_SENDER: z.coerce.number().int().min(1).default(20),
  NAME_LOOKUP_SENDERS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  NAME_LOOKUP_WINDOW_SECONDS: z.coerce.number().int().min(60).default(24 * 60 * 60),
  /**
   * Step-up (issue #25): adding a payment method, adding a recipient or changing their payout
   * details, and sending more than `STEP_UP_TRANSFER_ABOVE_USD` ask the sender to confirm it is
   * them (the authenticator's code, or the password without one) when their last proof is older.
   */
  STEP_UP_VALID_MS: positiveMs.default(10 * 60_000),
  STEP_UP_TRANSFER_ABOVE_USD: z.coerce.number().min(0).default(500),

  /** Safaricom Daraja (M-Pesa B2C): https://api.safaricom.co.ke in production. */
  DARAJA_API_BASE_URL: url.default(SANDBOX_URL_DEFAULT),
  DARAJA_CONSUMER_KEY: z.string().min(1).default(DEVELOPMENT_DEFAULTS.DARAJA_CONSUMER_KEY),
  DARAJA_CONSUMER_SECRET: z.string().min(1).default(DEVELOPMENT_DEFAULTS.DARAJA_CONSUMER_SECRET),
  DARAJA_INITIATOR_NAME: z.string().min(1).default('testapi'),
  DARAJA_INITIATOR_PASSWORD: z.string().min(1).default(DEVELOPMENT_DEFAULTS.DARAJA_INITIATOR_PASSWORD),
  /** The B2C short code paid from (PartyA). */
  DARAJA_SHORT_CODE: z.string().regex(/^\d{5,7}$/, 'must be a 5-7 digit short code').default('600992'),
  /**
   * The environment's public key certificate (PEM file) that encrypts the initiator password.
   * Empty: the sandbox's, fetched from it (development and test only).
   */
  DARAJA_CERTIFICATE_PATH: z.string().default(''),

  /** MTN MoMo Open API (Disbursement): https://proxy.momoapi.mtn.com in production. */
  MTN_MOMO_API_BASE_URL: url.default(SANDBOX_URL_DEFAULT),
  MTN_MOMO_API_USER: z.string().min(1).default(DEVELOPMENT_DEFAULTS.MTN_MOMO_API_USER),
  MTN_MOMO_API_KEY: z.string().min(1).default(DEVELOPMENT_DEFAULTS.MTN_MOMO_API_KEY),
  MTN_MOMO_SUBSCRIPTION_KEY: z.string().min(1).default(DEVELOPMENT_DEFAULTS.MTN_MOMO_SUBSCRIPTION_KEY),
  /** `sandbox` (MTN's test environment) or `mtnuganda`. */
  MTN_MOMO_TARGET_ENVIRONMENT: z.string().min(1).default('sandbox'),

  /** Thunes Money Transfer API v2 (Ethiopia, Eritrea): the endpoint Thunes gives with the account. */
  THUNES_API_BASE_URL: url.default(SANDBOX_URL_DEFAULT),
  THUNES_API_KEY: z.string().min(1).default(DEVELOPMENT_DEFAULTS.THUNES_API_KEY),
  THUNES_API_SECRET: z.string().min(1).default(DEVELOPMENT_DEFAULTS.THUNES_API_SECRET),

  /** A checkout's quote holds this long: later it cannot be paid, and the worker cancels it. */
  CHECKOUT_EXPIRES_AFTER_MS: positiveMs.min(60_000, 'must be at least a minute').default(24 * 3600_000),
  /** A paid transfer may be cancelled by its sender this long after payment (the Remittance Rule's 30 minutes), while its payout has not gone. */
  CANCELLATION_WINDOW_MS: positiveMs.default(30 * 60_000),
  /** A transfer waiting this long on a provider's webhook or a payout job is chased (and again after as long). */
  RECONCILE_AFTER_MS: positiveMs.default(15 * 60_000),
  /** How often the worker looks for such transfers. */
  RECONCILE_EVERY_MS: positiveMs.min(1000, 'must be at least 1000 ms').default(5 * 60_000),

  /**
   * Where the US Treasury's SDN list is loaded from: a folder (a path, or a file: URL) or an
   * http(s) URL of the directory holding `sdn.csv` and `alt.csv` in OFAC's published format,
   * e.g. https://www.treasury.gov/ofac/downloads/. Unset: the invented test list (refused in production).
   */
  SDN_LIST_URL: z
    .string()
    .min(1)
    .refine((v) => /^(https?|file):\/\//i.test(v) || !/^[a-z][a-z0-9+.-]*:/i.test(v), 'must be a folder path, a file: URL or an http(s) URL')
    .default(SDN_LIST_FIXTURE),
  /** How often the worker loads the SDN list again (daily by default). */
  SDN_REFRESH_EVERY_MS: positiveMs.min(60_000, 'must be at least a minute').default(24 * 3600_000),
  /**
   * Whether a transfer created while no SDN list is loaded waits for one (held, the operator
   * alerted) rather than going ahead unscreened; unset: true in production, false elsewhere.
   */
  SANCTIONS_FAIL_CLOSED: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),

  /**
   * Transaction monitoring (issue #26), run on every paid transfer before its payout and every
   * MONITORING_SCAN_EVERY_MS over the last day's transfers. Amounts are whole US dollars.
   * Structuring (high severity: the payout waits for compliance): at least
   * MONITORING_STRUCTURING_MIN_TRANSFERS transfers, each at least ..._EACH_AT_LEAST_USD and under
   * ..._EACH_BELOW_USD, together at least ..._DAY_TOTAL_USD in a day or ..._WEEK_TOTAL_USD in seven days.
   */
  MONITORING_STRUCTURING_EACH_BELOW_USD: z.coerce.number().int().min(1).default(3000),
  MONITORING_STRUCTURING_EACH_AT_LEAST_USD: z.coerce.number().int().min(0).default(1000),
  MONITORING_STRUCTURING_MIN_TRANSFERS: z.coerce.number().int().min(2).default(3),
  MONITORING_STRUCTURING_DAY_TOTAL_USD: z.coerce.number().int().min(1).default(3000),
  MONITORING_STRUCTURING_WEEK_TOTAL_USD: z.coerce.number().int().min(1).default(10000),
  /**
   * Velocity (medium: a case, the payout goes): the last day's count or amount is at least
   * ..._FACTOR times the sender's daily average over the ..._HISTORY_DAYS before it, and at least
   * ..._MIN_COUNT transfers or ..._MIN_USD. A sender with no earlier transfer has no history to jump from.
   */
  MONITORING_VELOCITY_HISTORY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  MONITORING_VELOCITY_FACTOR: z.coerce.number().min(1).default(5),
  MONITORING_VELOCITY_MIN_COUNT: z.coerce.number().int().min(1).default(10),
  MONITORING_VELOCITY_MIN_USD: z.coerce.number().int().min(1).default(3000),
  /** Many senders to one recipient (medium): at least ..._MIN_SENDERS different senders paid one phone or account in ..._WINDOW_DAYS. */
  MONITORING_SHARED_RECIPIENT_MIN_SENDERS: z.coerce.number().int().min(2).default(5),
  MONITORING_SHARED_RECIPIENT_WINDOW_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** One sender to many new recipients (medium): at least ..._MIN phones or accounts first paid within ..._WINDOW_HOURS. */
  MONITORING_NEW_RECIPIENTS_MIN: z.coerce.number().int().min(2).default(5),
  MONITORING_NEW_RECIPIENTS_WINDOW_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
  /** Recipient changed before a large transfer (high): at least ..._LARGE_USD to a recipient the sender paid at another phone or account within ..._WINDOW_HOURS. */
  MONITORING_RECIPIENT_CHANGED_LARGE_USD: z.coerce.number().int().min(1).default(1000),
  MONITORING_RECIPIENT_CHANGED_WINDOW_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(72),
  /** A sender's name close to a sanctions entry (medium): scoring at least this (0 to 1) but under screening's likely match (0.92). */
  MONITORING_NEAR_SANCTIONS_MIN_SCORE: z.coerce.number().min(0.5).max(1).default(0.85),
  /** How often the worker runs the rules over the last day's paid transfers (hourly by default). */
  MONITORING_SCAN_EVERY_MS: positiveMs.min(60_000, 'must be at least a minute').default(3600_000),

  /** When the worker reconciles the books with Stripe's and the partners' records each day (HH:MM, UTC). */
  RECONCILIATION_DAILY_AT: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'must be a time of day as HH:MM (UTC), e.g. 02:30')
    .default('02:30'),
  /** How far back each reconciliation run reads the providers' records and the books. */
  RECONCILIATION_WINDOW_DAYS: z.coerce.number().int().min(1, 'must be at least 1 day').max(90, 'must be at most 90 days').default(35),
  /** A record or entry younger than this is not a break yet: the provider's webhook or our booking may be on its way. */
  RECONCILIATION_GRACE_MS: positiveMs.default(30 * 60_000),

  /** How often the worker checks the ledger's invariants (balanced, matching the events, nothing negative that must not be). */
  LEDGER_CHECK_EVERY_MS: positiveMs.min(1000, 'must be at least 1000 ms').default(10 * 60_000),

  /**
   * Partner float: below these (whole units per currency, `KES:500000,UGX:20000000,...`) an
   * operator alert says how many days of float are left. A currency not listed is never alerted.
   */
  FLOAT_LOW_THRESHOLDS: z
    .string()
    .regex(/^((KES|UGX|ETB|ERN):\d{1,13})(,(KES|UGX|ETB|ERN):\d{1,13})*$/, 'must list CURRENCY:whole-units pairs, e.g. KES:500000,UGX:20000000')
    .default('KES:500000,UGX:20000000,ETB:500000,ERN:50000'),
  /** How often the worker reads the partners' balances (and confirms the top-ups they show). */
  FLOAT_BALANCE_CHECK_EVERY_MS: positiveMs.min(1000, 'must be at least 1000 ms').default(15 * 60_000),
  /**
   * Book the opening float matching the sandbox's opening balances (as confirmed top-ups) when
   * the api starts: on outside production by default, so `npm start` and the tests pay out.
   */
  FLOAT_OPENING_SEED: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

export type Environment = z.infer<typeof environmentSchema>;

/** Express's `trust proxy` for this environment (loopback where unset, which production refuses). */
export function trustProxy(env: Pick<Environment, 'TRUST_PROXY'>): TrustProxy {
  return env.TRUST_PROXY === undefined ? ['loopback'] : parseTrustProxy(env.TRUST_PROXY)!;
}

/** The generated API reference is public outside production, and in production only when configured. */
export function apiDocsEnabled(env: Pick<Environment, 'NODE_ENV' | 'API_DOCS_ENABLED'>): boolean {
  return env.API_DOCS_ENABLED === undefined ? env.NODE_ENV !== 'production' : env.API_DOCS_ENABLED === 'true';
}

/** The queue dashboard lets an admin retry, promote or remove jobs only where this is false. */
export function queueDashboardReadOnly(env: Pick<Environment, 'NODE_ENV' | 'QUEUE_DASHBOARD_READ_ONLY'>): boolean {
  return env.QUEUE_DASHBOARD_READ_ONLY === undefined ? env.NODE_ENV === 'production' : env.QUEUE_DASHBOARD_READ_ONLY === 'true';
}

/** Screening with no SDN list loaded holds the transfer where this is true (see SANCTIONS_FAIL_CLOSED). */
export function sanctionsFailClosed(env: Pick<Environment, 'NODE_ENV' | 'SANCTIONS_FAIL_CLOSED'>): boolean {
  return env.SANCTIONS_FAIL_CLOSED === undefined ? env.NODE_ENV === 'production' : env.SANCTIONS_FAIL_CLOSED === 'true';
}

const SANDBOX_POINTED = [
  'SMTP_URL',
  'TWILIO_API_BASE_URL',
  'STRIPE_API_BASE_URL',
  'STRIPE_JS_URL',
  'TELLER_API_BASE_URL',
  'TELLER_CONNECT_SCRIPT_URL',
  'DARAJA_API_BASE_URL',
  'MTN_MOMO_API_BASE_URL',
  'THUNES_API_BASE_URL',
] as const;

/** The port a worker's metrics listener takes (see WORKER_METRICS_PORT). */
export function workerMetricsPort(env: Pick<Environment, 'NODE_ENV' | 'WORKER_METRICS_PORT'>): number {
  return env.WORKER_METRICS_PORT ?? (env.NODE_ENV === 'test' ? 0 : 9464);
}

/** Where the payout partners post their callbacks (before the secret path). */
export function payoutCallbackBaseUrl(env: Pick<Environment, 'APP_URL' | 'PAYOUT_CALLBACK_BASE_URL'>): string {
  return (env.PAYOUT_CALLBACK_BASE_URL ?? env.APP_URL).replace(/\/+$/, '');
}

/** Everything production refuses: development secrets and providers pointed at the sandbox. */
export function productionProblems(env: Environment, raw: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const [name, devValue] of Object.entries(DEVELOPMENT_DEFAULTS)) {
    if (env[name as keyof Environment] === devValue) {
      problems.push(`${name} is missing or still the development default; set a real value`);
    }
  }
  const sandbox = new URL(env.SANDBOX_URL);
  for (const name of SANDBOX_POINTED) {
    const value = env[name];
    if (raw[name] === undefined || pointsAt(value, sandbox)) {
      problems.push(`${name} points at the provider sandbox; set the real provider's URL`);
    }
  }
  if (raw.SDN_LIST_URL === undefined || env.SDN_LIST_URL.replace(/\/+$/, '').endsWith(SDN_LIST_FIXTURE)) {
    problems.push("SDN_LIST_URL is missing or the test list; set where the US Treasury's SDN list (sdn.csv, alt.csv) is loaded from");
  }
  // Every link in an email or SMS (receipts, rate alerts, the transfer's page) starts with it.
  if (raw.APP_URL === undefined || ['localhost', '127.0.0.1', '[::1]'].includes(new URL(env.APP_URL).hostname)) {
    problems.push("APP_URL is missing or the development value; set the web app's public URL (links in emails and SMS start with it)");
  }
  if (raw.DATABASE_URL === undefined) problems.push('DATABASE_URL is missing');
  if (raw.REDIS_URL === undefined) problems.push('REDIS_URL is missing');
  if (env.TRUST_PROXY === undefined) {
    problems.push("TRUST_PROXY is missing; set it to your load balancer's addresses (or hop count), or false when clients connect directly");
  }
  if (env.METRICS_TOKEN === undefined) problems.push('METRICS_TOKEN is missing; /metrics would be public (set 32+ letters, digits, - or _; Prometheus sends it as a bearer token)');
  if (env.TELLER_ENVIRONMENT === 'sandbox') problems.push('TELLER_ENVIRONMENT is sandbox; use development or production');
  if (env.TELLER_ENVIRONMENT !== 'sandbox' && (!env.TELLER_CERTIFICATE_PATH || !env.TELLER_PRIVATE_KEY_PATH)) {
    problems.push('TELLER_CERTIFICATE_PATH and TELLER_PRIVATE_KEY_PATH are required outside the Teller sandbox');
  }
  if (!env.DARAJA_CERTIFICATE_PATH) problems.push("DARAJA_CERTIFICATE_PATH is missing; set the Daraja environment's certificate file");
  if (env.MTN_MOMO_TARGET_ENVIRONMENT === 'sandbox') problems.push('MTN_MOMO_TARGET_ENVIRONMENT is sandbox; use the live environment, e.g. mtnuganda');
  if (raw.PAYOUT_CALLBACK_BASE_URL !== undefined && pointsAt(env.PAYOUT_CALLBACK_BASE_URL!, sandbox)) {
    problems.push('PAYOUT_CALLBACK_BASE_URL points at the provider sandbox');
  }
  return problems;
}

function pointsAt(value: string, sandbox: URL): boolean {
  const target = new URL(value);
  const local = (host: string) => (host === 'localhost' || host === '127.0.0.1' ? 'loopback' : host);
  return local(target.hostname) === local(sandbox.hostname) && (target.port || '80') === (sandbox.port || '80');
}
