import type { Browser } from 'playwright-core';
import { appUrl, launchBrowser, openPage } from './support/browser.js';
import { inbox } from './support/sandbox-inbox.js';
import { signedInPage } from './support/signed-in-page.js';

/** Issue #25, item 4: a sender hears of a sign-in from a new device and signs it out from /settings. */
describe("a sender's signed-in devices", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('tells the sender of a second browser signing in, lists it in /settings, and signs it out from there', async () => {
    const { page, email } = await signedInPage(browser, 'Amina', 'Okello', { withPhone: false, width: 390 });

    // Another browser signs in to the same account.
    const other = await openPage(browser, '/login', { width: 390 });
    await other.getByLabel('Email or Phone', { exact: true }).fill(email);
    await other.getByLabel('Password', { exact: true }).fill('Safe-Password-2026');
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await other.waitForURL(`${appUrl()}/`);

    const notice = await inbox().withSubject(email, 'New sign-in to your Remit East Africa account');
    const address = /from the address (\S+), on /.exec(notice.text)?.[1];
    expect(address).toMatch(/^198\.1[89]\.\d+\.\d+$/);
    expect(notice.text).toContain('Chrome on Linux');
    expect(notice.text).toContain(`${appUrl()}/settings#sessions`);

    await page.goto('/settings#sessions');
    const devices = page.getByTestId('signed-in-device');
    await devices.nth(1).waitFor();
    expect(await devices.count()).toBe(2);
    expect(await devices.nth(0).textContent()).toContain('This device');
    expect(await devices.nth(1).textContent()).toContain(`From ${address}`);

    await page.getByRole('button', { name: `Sign out Chrome on Linux (${address})` }).click();
    await page.getByText('That session has been signed out.').waitFor();
    expect(await devices.count()).toBe(1);

    // The other browser is signed out: its next page asks it to sign in.
    await other.goto('/transactions');
    await other.waitForURL(/\/login/);
    await other.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await other.context().close();
    await page.context().close();
  });
});
