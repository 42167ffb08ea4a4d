import type { Browser, Page } from 'playwright-core';
import { authenticatorCode } from '../support/signed-in-operator.js';
import { seedE2eOperator, signInAtAdminGate } from './support/admin-gate.js';
import { appUrl, launchBrowser, openPage } from './support/browser.js';
import { signedInPage } from './support/signed-in-page.js';

describe('the operator runs the admin area', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function signIn(page: Page, email: string) {
    await page.goto('/login');
    await page.getByLabel('Email or Phone', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Safe-Password-2026');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  /** The user's row in a freshly loaded Users tab (the admin session survives the reload). */
  async function userRow(admin: Page, email: string) {
    await admin.goto('/admin?tab=users');
    await admin.getByLabel('Search', { exact: true }).fill(email);
    const row = admin.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
    await row.waitFor();
    return row;
  }

  it('suspends and reactivates a sender, and changes the rate the send screen quotes', async () => {
    const { page: sender, email } = await signedInPage(browser, 'Hana', 'Tesfay');

    // A real operator's email and code with a wrong password is refused; then the right sign-in.
    const operator = await seedE2eOperator();
    const admin = await openPage(browser, '/admin');
    await admin.getByLabel('Email', { exact: true }).fill(operator.email);
    await admin.getByLabel('Admin Password', { exact: true }).fill('not-the-password');
    await admin.getByLabel('Authentication Code', { exact: true }).fill(await authenticatorCode(operator.totpSecret));
    await admin.getByLabel('Authentication Code', { exact: true }).press('Enter');
    await admin.getByText('Access Denied').waitFor();
    await admin.getByText('Invalid email, password or authentication code').waitFor();
    // A refused password uses up no code (the step is taken only once the password matched).
    await signInAtAdminGate(admin, operator);
    // The card shows a placeholder until the stats arrive; wait for the figure.
    const totalUsers = admin.getByRole('region', { name: 'Total Users' }).filter({ hasText: /\d/ });
    await totalUsers.waitFor();
    expect(Number((await totalUsers.textContent())?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(1);

    // Suspend: the sender's session ends at once and they cannot sign back in.
    await (await userRow(admin, email)).getByRole('button', { name: 'Suspend' }).click();
    await admin.getByRole('alertdialog', { name: 'Suspend user?' }).getByRole('button', { name: 'Suspend' }).click();
    await admin.getByText('User suspended').waitFor();
    await sender.goto('/dashboard');
    await sender.waitForURL(`${appUrl()}/login`);
    await signIn(sender, email);
    await sender.getByText('Login Failed').waitFor();
    await sender.getByText(/suspended/).first().waitFor();

    // Reactivate: they can sign in again.
    await (await userRow(admin, email)).getByRole('button', { name: 'Activate' }).click();
    await admin.getByText('User activated').waitFor();
    await signIn(sender, email);
    await sender.getByRole('heading', { name: 'Welcome back, Hana' }).waitFor();

    // A new rate for Kenya (within 5% of its cost: set at once) is what the send screen quotes.
    await admin.goto('/admin?tab=rates');
    await admin.getByLabel('Country', { exact: true }).selectOption('kenya');
    await admin.getByLabel('New Rate', { exact: true }).fill('131.5');
    await admin.getByRole('button', { name: 'Update Rate' }).click();
    await admin.getByText('Exchange rate updated').waitFor();

    await sender.goto('/send');
    await sender.getByLabel('Send Amount', { exact: true }).fill('100');
    await sender.getByLabel('Destination Country', { exact: true }).selectOption('kenya');
    await sender.getByTestId('summary-recipient-gets').filter({ hasText: '13,150.00 KES' }).waitFor();
    expect(await sender.getByTestId('summary-exchange-rate').textContent()).toContain('131.5');

    // Put the rate back for the other journeys, then log out of the admin area.
    await admin.getByLabel('Country', { exact: true }).selectOption('kenya');
    await admin.getByLabel('New Rate', { exact: true }).fill('129.25');
    await admin.getByRole('button', { name: 'Update Rate' }).click();
    await admin.getByRole('button', { name: 'Logout' }).click();
    await admin.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect((await admin.context().request.get('/api/admin/stats')).status()).toBe(401);
    await admin.context().close();
    await sender.context().close();
  });
});
