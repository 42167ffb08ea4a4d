import { DEVELOPMENT_DEFAULTS } from './environment.schema.js';
import { InvalidEnvironmentError, loadEnvironment } from './load-environment.js';

const productionReady = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db.internal:5432/remit',
  REDIS_URL: 'redis://cache.internal:6379',
  SESSION_SECRET: 'a-real-session-secret-that-is-long-enough-123',
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  ADMIN_PASSWORD: 'a-real-admin-password',
  SMTP_URL: 'smtps://mail.example.com:465',
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_API_BASE_URL: 'https://api.twilio.com',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_live',
  STRIPE_API_BASE_URL: 'https://api.stripe.com',
  TELLER_API_BASE_URL: 'https://api.teller.io',
  TELLER_CONNECT_SCRIPT_URL: 'https://cdn.teller.io/connect/connect.js',
  TELLER_APPLICATION_ID: 'app_live',
  TELLER_ENVIRONMENT: 'production',
  TELLER_CERTIFICATE_PATH: '/run/secrets/teller.pem',
  TELLER_PRIVATE_KEY_PATH: '/run/secrets/teller.key',
  TRUST_PROXY: '10.0.0.0/8',
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
    expect(env.ADMIN_PASSWORD).toBe(DEVELOPMENT_DEFAULTS.ADMIN_PASSWORD);
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
    const { SESSION_SECRET: _s, ADMIN_PASSWORD: _a, ...rest } = productionReady;
    const problems = problemsOf(rest);
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^SESSION_SECRET/), expect.stringMatching(/^ADMIN_PASSWORD/)]),
    );
  });

  it('refuses production pointed at the provider sandbox', () => {
    const problems = problemsOf({ ...productionReady, STRIPE_API_BASE_URL: 'http://127.0.0.1:4010' });
    expect(problems).toEqual([expect.stringMatching(/^STRIPE_API_BASE_URL points at the provider sandbox/)]);
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
