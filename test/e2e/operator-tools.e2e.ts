import type { Browser } from 'playwright-core';
import { contentSecurityPolicy } from '../../src/shared/http/content-security-policy.js';
import { signInAtAdminGate } from './support/admin-gate.js';
import { appUrl, launchBrowser, openPage, sandboxUrl } from './support/browser.js';

describe('the tools beside the product: API reference and queue dashboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('renders the generated API reference at /api/docs, under the production CSP', async () => {
    const page = await openPage(browser, '/api/docs');
    await page.waitForURL(`${appUrl()}/api/docs/`);

    // The e2e api runs in test mode, without a CSP: add production's to the page and load it again.
    const policy = Object.entries(
      contentSecurityPolicy({
        STRIPE_API_BASE_URL: sandboxUrl(),
        STRIPE_JS_URL: `${sandboxUrl()}/stripe/js/v3`,
        TELLER_CONNECT_SCRIPT_URL: `${sandboxUrl()}/teller/connect/connect.js`,
      }),
    )
      .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
      .join('; ');
    await page.route(
      (url) => url.pathname === '/api/docs/',
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
      },
    );
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    page.on('pageerror', (error) => refused.push(error.message));
    const reloaded = await page.reload();
    expect(reloaded?.headers()['content-security-policy']).toBe(policy);
    await page.getByText('Remit East Africa API').first().waitFor();
    // Swagger UI lists each operation by method and path, from /api/openapi.json.
    const quote = page.locator('.opblock-get').filter({ hasText: '/api/quote' });
    await quote.first().waitFor();
    expect(await page.locator('.opblock-post').filter({ hasText: '/api/create-card-session' }).count()).toBe(1);
    expect(await page.locator('.opblock-tag').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Transfers'), expect.stringContaining('Admin')]),
    );

    // Opening an operation shows its parameters from the zod schema.
    await quote.first().locator('.opblock-summary').click();
    await page.locator('.parameters').getByText('paymentMethod').waitFor();
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('shows the queues to an admin from the admin area, and nothing to anyone else', async () => {
    const visitor = await openPage(browser, '/admin/queues');
    expect(await visitor.locator('body').textContent()).toContain('ADMIN.REQUIRED');
    await visitor.context().close();

    const admin = await openPage(browser, '/admin');
    await signInAtAdminGate(admin);
    await admin.getByRole('link', { name: 'Queue dashboard' }).click();
    await admin.waitForURL(`${appUrl()}/admin/queues`);
    for (const queue of ['notifications', 'settlement', 'payouts']) {
      await admin.getByText(queue, { exact: true }).first().waitFor();
    }
    await admin.context().close();
  });
});
