import { generate } from 'otplib';
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
    const { page, email } = await signedInPage(browser, 'Amina', 'Okello', { withPhone: false, width: 390, verifiedTo: 'none' });

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
    await devices.nth(1).waitFor({ state: 'detached' });
    expect(await devices.count()).toBe(1);

    // The other browser is signed out: its next page asks it to sign in.
    await other.goto('/transactions');
    await other.waitForURL(/\/login/);
    await other.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await other.context().close();
    await page.context().close();
  });

  it('turns on two-step verification with an authenticator app, signs out, and signs in with the code', async () => {
    const { page, email } = await signedInPage(browser, 'Amina', 'Okello', { withPhone: false, width: 390, verifiedTo: 'none' });
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
    await page.getByRole('img', { name: 'QR code to add your Remit East Africa account to an authenticator app' }).waitFor();
    // The authenticator app: the key typed into it (as a sender who cannot scan would), its code typed back.
    const secret = (await page.getByTestId('authenticator-key').textContent())!.trim();
    await page.getByLabel('Code from the App', { exact: true }).fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn On', exact: true }).click();
    await page.getByText('Two-step verification is on.').waitFor();
    const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    expect(await recoveryCodes.count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.getByText(/On since .* · 10 recovery codes left/).waitFor();

    await page.goto('/dashboard');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();

    await page.goto('/login');
    await page.getByLabel('Email or Phone', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Safe-Password-2026');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The password alone is not enough: the app's code is asked next.
    const code = page.getByLabel('Authentication Code', { exact: true });
    await code.waitFor();
    await code.fill('000000' === (await generate({ secret })) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify and Sign In' }).click();
    await page.getByText('That code is not right. Type the code your authenticator app shows now, or a recovery code.').waitFor();
    // The next time step's code (the one that turned it on was used up).
    await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify and Sign In' }).click();
    await page.waitForURL(`${appUrl()}/`);
    await page.getByRole('heading', { name: 'Welcome back, Amina' }).waitFor();
    await page.context().close();
  });
});
