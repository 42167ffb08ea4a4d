import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser, openPage } from './support/browser.js';
import { inbox } from './support/sandbox-inbox.js';

describe('a new sender signs up, verifies, signs in and out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const password = 'Safe-Password-2026';

  /** The code signs the new sender in: the dashboard opens without typing the password again (issue #29). */
  async function verifyWithCodeFrom(page: Page, address: string) {
    await page.waitForURL(/\/verify\?userId=\d+&type=(email|phone)$/);
    const code = await inbox().latestCode(address);
    await page.getByLabel('Verification Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.waitForURL(`${appUrl()}/`);
    await page.getByRole('heading', { name: 'Welcome back, Amina' }).waitFor();
  }

  /** Fills the registration form on the tab already chosen; `contact` is the email or phone field. */
  async function submitRegistration(page: Page, contact: { label: 'Email' | 'Phone Number'; value: string }) {
    await page.getByLabel('First Name', { exact: true }).fill('Amina');
    await page.getByLabel('Last Name', { exact: true }).fill('Okello');
    await page.getByLabel(contact.label, { exact: true }).fill(contact.value);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  }

  async function signIn(page: Page, emailOrPhone: string) {
    await page.getByLabel('Email or Phone', { exact: true }).fill(emailOrPhone);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome back, Amina' }).waitFor();
  }

  async function signOutAndFindDashboardClosed(page: Page) {
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${appUrl()}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    await page.goto('/dashboard');
    await page.waitForURL(`${appUrl()}/login`);
  }

  it('by email, with the code read from the email in the sandbox inbox', async () => {
    const email = `amina.${randomBytes(4).toString('hex')}@example.com`;
    const page = await openPage(browser, '/register');
    await submitRegistration(page, { label: 'Email', value: email });

    await verifyWithCodeFrom(page, email);
    expect(await page.getByRole('banner').textContent()).toContain('AO');
    await signOutAndFindDashboardClosed(page);
    await signIn(page, email);
    await signOutAndFindDashboardClosed(page);
    await page.context().close();
  });

  it('by phone, with the code read from the SMS in the sandbox inbox', async () => {
    const local = `202555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const page = await openPage(browser, '/register');
    await page.getByRole('tab', { name: 'Phone' }).click();
    await submitRegistration(page, { label: 'Phone Number', value: local });

    await verifyWithCodeFrom(page, `+1${local}`);
    await signOutAndFindDashboardClosed(page);
    await signIn(page, local);
    await page.context().close();
  });

  it('is told to verify first when signing in unverified, and shown the way', async () => {
    const email = `pending.${randomBytes(4).toString('hex')}@example.com`;
    const page = await openPage(browser, '/register');
    await submitRegistration(page, { label: 'Email', value: email });
    await page.waitForURL(/\/verify/);

    await page.goto('/login');
    await page.getByLabel('Email or Phone', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login Failed').waitFor();
    await page.getByRole('link', { name: 'Verify your account' }).click();
    await verifyWithCodeFrom(page, email);
    await page.context().close();
  });

  it('sends a signed-out visitor from a signed-in page to sign in', async () => {
    const page = await openPage(browser, '/transactions');
    // Sign-in keeps where the visitor was going (issue #29).
    await page.waitForURL(`${appUrl()}/login?next=%2Ftransactions`);
    await page.context().close();
  });
});
