import { DEVELOPMENT_DEFAULTS } from './environment.schema.js';
import { InvalidEnvironmentError, loadEnvironment } from './load-environment.js';

const productionReady = {
  NODE_ENV: 'production',
  APP_URL: 'https://app.remit.example',
  DATABASE_URL: 'postgres://app@db.internal:5432/remit',
  REDIS_URL: 'redis://cache.internal:6379',
  SESSION_SECRET: 'a-real-session-secret-that-is-long-enough-123',
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  SMTP_URL: 'smtps://mail.example.com:465',
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_API_BASE_URL: 'https://api.twilio.com',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_live',
  STRIPE_API_BASE_URL: 'https://api.stripe.com',
  STRIPE_JS_URL: 'https://js.stripe.com/v3/',
  TELLER_API_BASE_URL: 'https://api.teller.io',
  TELLER_CONNECT_SCRIPT_URL: 'https://cdn.teller.io/connect/connect.js',
  TELLER_APPLICATION_ID: 'app_live',
  TELLER_ENVIRONMENT: 'production',
  TELLER_CERTIFICATE_PATH: '/run/secrets/teller.pem',
  TELLER_PRIVATE_KEY_PATH: '/run/secrets/teller.key',
  TRUST_PROXY: '10.0.0.0/8',
  PAYOUT_CALLBACK_BASE_URL: 'https://api.remit.example',
  PAYOUT_CALLBACK_TOKEN: 'k7Qm2vXo9LpW4eRt8YuI1oP3aSdF6gHj',
  DARAJA_API_BASE_URL: 'https://api.safaricom.co.ke',
  DARAJA_CONSUMER_KEY: 'live-consumer-key',
  DARAJA_CONSUMER_SECRET: 'live-consumer-secret',
  DARAJA_INITIATOR_NAME: 'remitapi',
  DARAJA_INITIATOR_PASSWORD: 'live-initiator-password',
  DARAJA_SHORT_CODE: '3004567',
  DARAJA_CERTIFICATE_PATH: '/run/secrets/daraja-production.cer',
  MTN_MOMO_API_BASE_URL: 'https://proxy.momoapi.mtn.com',
  MTN_MOMO_API_USER: 'c72025f5-5cd1-4630-99e4-8ba4722fad56',
  MTN_MOMO_API_KEY: 'live-momo-key',
  MTN_MOMO_SUBSCRIPTION_KEY: 'live-subscription-key',
  MTN_MOMO_TARGET_ENVIRONMENT: 'mtnuganda',
  THUNES_API_BASE_URL: 'https://api.thunes.com',
  THUNES_API_KEY: 'live-thunes-key',
  THUNES_API_SECRET: 'live-thunes-secret',
  COMPANY_NAME: 'Remit East Africa, Inc.',
  COMPANY_ADDRESS: '1 Market Street, San Francisco, CA 94105, USA',
  COMPANY_PHONE: '+1 (415) 200-0000',
  COMPANY_EMAIL: 'help@eastafricaremit.example',
  SDN_LIST_URL: 'https://www.treasury.gov/ofac/downloads/',
  METRICS_TOKEN: 'prom-scrape-token-0123456789abcdefXYZ',
};

function problemsOf(raw: Record<string, string>): string[] {
  try {
    loadEnvironment(raw);
    return [];
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.problems;
    throw error;
  }
}

describe('loadEnvironment', () => {
  it('runs a development machine with no variables set at all', () => {
    const env = loadEnvironment({});
    expect(env.NODE_ENV).toBe('development');
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/remit');
    expect(env.STRIPE_API_BASE_URL).toBe('http://localhost:4010');
  });

  it('has development defaults that pass their own rules (zod does not check defaults)', () => {
    const explicit = Object.fromEntries(Object.entries(loadEnvironment({})).map(([k, v]) => [k, String(v)]));
    expect(() => loadEnvironment(explicit)).not.toThrow();
  });

  it('treats empty variables as unset', () => {
    expect(loadEnvironment({ PORT: '' }).PORT).toBe(3001);
  });

  it('names the variable that is malformed', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual([expect.stringContaining('PORT')]);
    expect(problemsOf({ ENCRYPTION_KEY: 'short' })).toEqual([expect.stringMatching(/^ENCRYPTION_KEY: must be 32 bytes/)]);
  });

  it('accepts a production environment with real values', () => {
    expect(problemsOf(productionReady)).toEqual([]);
  });

  it('refuses production with development secrets, naming each one', () => {
    const { SESSION_SECRET: _s, ENCRYPTION_KEY: _e, ...rest } = productionReady;
    const problems = problemsOf(rest);
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^SESSION_SECRET/), expect.stringMatching(/^ENCRYPTION_KEY/)]),
    );
  });

  it('refuses production pointed at the provider sandbox', () => {
    const problems = problemsOf({ ...productionReady, STRIPE_API_BASE_URL: 'http://127.0.0.1:4010' });
    expect(problems).toEqual([expect.stringMatching(/^STRIPE_API_BASE_URL points at the provider sandbox/)]);
  });

  it('refuses production with a payout partner pointed at the sandbox or without its credentials, naming each variable', () => {
    for (const name of ['DARAJA_API_BASE_URL', 'MTN_MOMO_API_BASE_URL', 'THUNES_API_BASE_URL']) {
      expect(problemsOf({ ...productionReady, [name]: 'http://localhost:4010' })).toEqual([`${name} points at the provider sandbox; set the real provider's URL`]);
      const { [name]: _unset, ...rest } = productionReady as Record<string, string>;
      expect(problemsOf(rest)).toEqual([`${name} points at the provider sandbox; set the real provider's URL`]);
    }
    const { DARAJA_CONSUMER_SECRET: _c, MTN_MOMO_API_KEY: _m, THUNES_API_SECRET: _t, PAYOUT_CALLBACK_TOKEN: _p, DARAJA_CERTIFICATE_PATH: _d, ...rest } =
      productionReady;
    expect(problemsOf(rest)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^DARAJA_CONSUMER_SECRET is missing/),
        expect.stringMatching(/^MTN_MOMO_API_KEY is missing/),
        expect.stringMatching(/^THUNES_API_SECRET is missing/),
        expect.stringMatching(/^PAYOUT_CALLBACK_TOKEN is missing/),
        expect.stringMatching(/^DARAJA_CERTIFICATE_PATH is missing/),
      ]),
    );
    expect(problemsOf({ ...productionReady, MTN_MOMO_TARGET_ENVIRONMENT: 'sandbox' })).toEqual([expect.stringMatching(/^MTN_MOMO_TARGET_ENVIRONMENT is sandbox/)]);
  });

  it('loads the SDN list from a folder or an http(s) URL, the test list only outside production', () => {
    expect(loadEnvironment({}).SDN_LIST_URL).toBe('test/fixtures/sdn');
    expect(loadEnvironment({ SDN_LIST_URL: '/srv/ofac/' }).SDN_LIST_URL).toBe('/srv/ofac/');
    expect(problemsOf({ SDN_LIST_URL: 'ftp://ofac.example/' })).toEqual(['SDN_LIST_URL: must be a folder path, a file: URL or an http(s) URL']);
    const { SDN_LIST_URL: _l, ...rest } = productionReady;
    expect(problemsOf(rest)).toEqual([expect.stringMatching(/^SDN_LIST_URL is missing or the test list/)]);
    expect(problemsOf({ ...productionReady, SDN_LIST_URL: './test/fixtures/sdn/' })).toEqual([expect.stringMatching(/^SDN_LIST_URL is missing or the test list/)]);
  });

  it('refuses production without a metrics token (an open /metrics), and a token too short to guess', () => {
    const { METRICS_TOKEN: _token, ...withoutToken } = productionReady;
    expect(problemsOf(withoutToken)).toEqual([expect.stringMatching(/^METRICS_TOKEN is missing/)]);
    expect(problemsOf({ ...productionReady, METRICS_TOKEN: 'short' })).toEqual([expect.stringMatching(/^METRICS_TOKEN: must be at least 32/)]);
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('refuses production without its public URL, or with the development one (the links in emails and SMS)', () => {
    const { APP_URL: _unset, ...withoutAppUrl } = productionReady;
    expect(problemsOf(withoutAppUrl)).toEqual([expect.stringMatching(/^APP_URL is missing or the development value/)]);
    expect(problemsOf({ ...productionReady, APP_URL: 'http://localhost:3000' })).toEqual([expect.stringMatching(/^APP_URL/)]);
  });

  it('refuses production without its database and Redis URLs', () => {
    const { DATABASE_URL: _d, REDIS_URL: _r, ...rest } = productionReady;
    expect(problemsOf(rest)).toEqual(['DATABASE_URL is missing', 'REDIS_URL is missing']);
  });

  it('refuses production without TRUST_PROXY, and a TRUST_PROXY that is not one', () => {
    const { TRUST_PROXY: _t, ...rest } = productionReady;
    expect(problemsOf(rest)).toEqual([expect.stringMatching(/^TRUST_PROXY is missing/)]);
    expect(problemsOf({ ...productionReady, TRUST_PROXY: 'the load balancer' })).toEqual([expect.stringMatching(/^TRUST_PROXY/)]);
  });
});
