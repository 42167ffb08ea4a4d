import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser, openPage } from './support/browser.js';
import { PHONE_WIDTH, horizontalOverflow } from './support/phone-sized.js';
import { inbox } from './support/sandbox-inbox.js';

/** Issue #29: what a first-time sender meets, in a phone-sized Chromium window. */
describe('a newcomer on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const password = 'Safe-Password-2026';
  const newPassword = 'Another-Password-2027';

  async function registerByPhone(page: Page): Promise<string> {
    const local = `202557${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByLabel('First Name', { exact: true }).fill('Grace');
    await page.getByLabel('Last Name', { exact: true }).fill('Nakato');
    await page.getByLabel('Phone Number', { exact: true }).fill(local);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await page.waitForURL(/\/verify\?userId=\d+&type=phone$/);
    const code = await inbox().latestCode(`+1${local}`);
    await page.getByLabel('Verification Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.waitForURL(/\/login/);
    return local;
  }

  async function expectNoSidewaysScroll(page: Page) {
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
  }

  it('forgot the password: resets it with the SMS code, the old one stops working, and signs in with the new one', async () => {
    const page = await openPage(browser, '/register', { width: PHONE_WIDTH });
    const local = await registerByPhone(page);
    const phone = `+1${local}`;

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(await page.title()).toBe('Reset your password · Remit East Africa');
    await expectNoSidewaysScroll(page);
    await page.getByLabel('Email or Phone', { exact: true }).fill(local);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(/we sent a 6-digit code to your phone .* by SMS/).waitFor();

    const sms = await inbox().waitFor(phone, 2);
    const code = /password reset code is (\d{6})/.exec(sms[0].text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Code', { exact: true }).fill(code!);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Show new password' }).click();
    expect(await page.getByLabel('New password', { exact: true }).getAttribute('type')).toBe('text');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await page.waitForURL(`${appUrl()}/login`);
    await page.getByText('Your password has been changed. Sign in with your new password.').waitFor();
    expect(await page.getByLabel('Email or Phone', { exact: true }).inputValue()).toBe(local);

    // The old password is refused on the form itself, which takes the focus.
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const refused = page.locator('form [role="alert"]');
    await refused.getByText('Invalid email/phone or password').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');

    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome back, Grace' }).waitFor();

    const notice = (await inbox().messages(phone))[0];
    expect(notice.text).toMatch(/password was just reset/);
    await page.context().close();
  });

  it('opens a signed-in link while signed out, and comes back to it after signing in', async () => {
    const page = await openPage(browser, '/register', { width: PHONE_WIDTH });
    const local = await registerByPhone(page);
    await page.goto('/transactions');
    await page.waitForURL(/\/login\?next=%2Ftransactions$/);
    await page.getByLabel('Email or Phone', { exact: true }).fill(local);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${appUrl()}/transactions`);
    await page.getByRole('heading', { name: 'Transaction history' }).waitFor();
    await page.context().close();
  });
});
