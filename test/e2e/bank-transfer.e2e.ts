import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { signedInPage } from './support/signed-in-page.js';
import { reviewAndComplete } from './support/send-and-pay.js';

/** The sandbox settles ACH debits after 4 s (test/e2e/support/stack.ts), then the payout takes 0.5 s. */
const SETTLES_WITHIN_MS = 25_000;

describe('a sender pays a transfer from a linked bank account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function fillTransfer(page: Page, amount: string) {
    await page.goto('/send');
    await page.getByLabel('Send Amount', { exact: true }).fill(amount);
    await page.getByLabel('Destination Country', { exact: true }).selectOption('uganda');
    await page.getByLabel('Recipient First Name', { exact: true }).fill('Nakato');
    await page.getByLabel('Recipient Last Name', { exact: true }).fill('Mirembe');
    await page.getByLabel('Recipient Phone Number', { exact: true }).fill('0772 123 456');
    // The sandbox names MTN wallets by number: the sender confirms the holder when it is not the typed name (issue #29).
    const registered = page.getByTestId('mtn-registered-name');
    await registered.getByText(/Registered to:/).waitFor();
    const confirm = registered.getByRole('checkbox');
    if ((await confirm.count()) > 0) await confirm.check();
  }

  /** Runs the bank-linking popup: the sandbox bank, a wrong password first, then the sandbox user and one account. */
  async function linkAccount(page: Page, accountName: string) {
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect Bank Account' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Sandbox Bank' }).click();
    await popup.getByLabel('Username').fill('username');
    await popup.getByLabel('Password').fill('wrong');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.getByText('Invalid credentials').waitFor();
    await popup.getByLabel('Password').fill('password');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.getByRole('radio', { name: new RegExp(`^${accountName} `) }).check();
    // Continue closes the popup; a click still settling when it closes is the expected end, not a failure.
    const closed = popup.waitForEvent('close');
    const continued = popup.getByRole('button', { name: 'Continue' }).click().catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
    await Promise.all([closed, continued]);
    await page.getByText('Bank Account Connected').first().waitFor();
    await page.waitForURL(/access_token=/);
  }

  async function status(page: Page, value: string, timeout = SETTLES_WITHIN_MS) {
    await page.locator(`[data-testid="transfer-status"][data-status="${value}"]`).waitFor({ timeout });
  }

  it('links a bank in the Connect popup, pays at 5%, sees it processing then completed, and pays again with the saved account in one click', async () => {
    const { page } = await signedInPage(browser);
    await fillTransfer(page, '100');
    await page.getByRole('radio', { name: 'New Bank Transfer (ACH)' }).check();
    await page.getByTestId('summary-total-amount').filter({ hasText: '$105.00' }).waitFor();
    expect(await page.getByText('Higher Processing Fees').count()).toBe(0);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/teller-checkout\?session_id=/);
    expect(await page.getByTestId('checkout-total').textContent()).toContain('$105.00');

    await linkAccount(page, 'Sandbox Checking');
    // Paying without choosing is refused with a message.
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByText('Selection Required').first().waitFor();

    await page.getByRole('radio', { name: /^Sandbox Checking/ }).check();
    await page.getByLabel('Save this account for future transfers').check();
    await page.getByRole('button', { name: /^Pay/ }).click();

    await page.waitForURL(/\/success\?session_id=.*provider=teller/);
    await page.getByRole('heading', { name: 'Transfer Successful!' }).waitFor();
    // The debit is in flight: processing, and nothing paid out yet.
    await status(page, 'processing', 5_000);
    await status(page, 'completed');

    // The second transfer: the saved account is preselected and pays in one click.
    await page.goto('/payment-methods');
    await page.getByText('Sandbox Bank Checking •••• 1234').waitFor();
    await fillTransfer(page, '40');
    const saved = page.getByRole('radio', { name: /Sandbox Bank Checking/ });
    expect(await saved.isChecked()).toBe(true);
    await page.getByTestId('summary-total-amount').filter({ hasText: '$42.00' }).waitFor();
    await reviewAndComplete(page);
    await page.getByText('Transfer Successful').first().waitFor();
    await page.waitForURL(/\/success\?session_id=/);
    await status(page, 'completed');

    await page.goto('/transactions');
    const rows = page.getByRole('article', { name: /Nakato Mirembe/ });
    await rows.nth(1).locator('[data-status="completed"]').waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.locator('[data-status="completed"]').count()).toBe(2);
    await page.context().close();
  });

  it('shows the transfer failed, with the bank’s reason, when the debit fails after it looked fine', async () => {
    const { page } = await signedInPage(browser, 'Yonas', 'Tesfaye');
    await fillTransfer(page, '25');
    await page.getByRole('radio', { name: 'New Bank Transfer (ACH)' }).check();
    await page.getByTestId('summary-total-amount').filter({ hasText: '$26.25' }).waitFor();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/teller-checkout\?session_id=/);

    await linkAccount(page, 'Sandbox Failing Checking');
    await page.getByRole('radio', { name: /^Sandbox Failing Checking/ }).check();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/success\?session_id=/);
    await status(page, 'processing', 5_000);
    await status(page, 'failed');
    await page.getByText(/account closed/).first().waitFor();

    await page.goto('/transactions');
    const row = page.getByRole('article', { name: /Nakato Mirembe/ });
    await row.locator('[data-status="failed"]').waitFor();
    await page.context().close();
  });
});
