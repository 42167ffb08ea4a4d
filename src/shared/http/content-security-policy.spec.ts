import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from './content-security-policy.js';
import { START_APP_AFTER_PAINT } from './start-app-after-paint.js';

describe('production content security policy', () => {
  const config = {
    STRIPE_API_BASE_URL: 'https://api.stripe.com',
    STRIPE_BROWSER_API_BASE_URL: undefined,
    STRIPE_JS_URL: 'https://js.stripe.com/v3/',
    TELLER_CONNECT_SCRIPT_URL: 'https://cdn.teller.io/connect/connect.js',
  };

  it('lets the browser tokenize cards with the card provider and nowhere else', () => {
    expect(contentSecurityPolicy(config)['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('prefers the browser-facing card provider URL when one is configured', () => {
    const policy = contentSecurityPolicy({ ...config, STRIPE_BROWSER_API_BASE_URL: 'https://cards.example.com' });
    expect(policy['connect-src']).toEqual(["'self'", 'https://cards.example.com']);
  });

  it('loads scripts only from us, Stripe.js and the bank-linking Connect origin, and inline only the start of the app by its hash', () => {
    const startApp = `'sha256-${createHash('sha256').update(START_APP_AFTER_PAINT).digest('base64')}'`;
    expect(contentSecurityPolicy(config)['script-src']).toEqual(["'self'", startApp, 'https://js.stripe.com', 'https://cdn.teller.io']);
    expect(contentSecurityPolicy(config)['script-src']).not.toContain("'unsafe-inline'");
    expect(contentSecurityPolicy(config)['object-src']).toEqual(["'none'"]);
  });

  it("frames Stripe.js's card fields and its 3-D Secure challenges, and the Connect popup's origin", () => {
    expect(contentSecurityPolicy(config)['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com', 'https://cdn.teller.io']);
    const sandboxed = contentSecurityPolicy({ ...config, STRIPE_JS_URL: 'http://localhost:4010/stripe/js/v3' });
    expect(sandboxed['frame-src']).toEqual(["'self'", 'http://localhost:4010', 'https://cdn.teller.io']);
  });
});
