import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser } from './support/browser.js';
import { fillCardElements } from './support/card-form.js';
import { signedInPage } from './support/signed-in-page.js';
import { reviewAndComplete } from './support/send-and-pay.js';

/** The sandbox settles ACH debits after 4 s (test/e2e/support/stack.ts), then the payout takes 0.5 s. */
const SETTLES_WITHIN_MS = 25_000;

/** Stripe's test bank account that is verified by micro-deposits, and the statement code that verifies it. */
const MICRODEPOSIT_ROUTING = '110000000';
const MICRODEPOSIT_ACCOUNT = '000123456789';
const DESCRIPTOR_CODE = 'SM11AA';

describe('a sender manages saved payment methods', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function addBankByNumbers(page: Page, holder: string, bankName: string) {
    await page.goto('/payment-methods');
    await page.getByRole('link', { name: 'Bank Account' }).click();
    await page.waitForURL(/\/add-payment-method\?type=bank_account/);
    await page.getByRole('button', { name: 'Enter account numbers instead' }).click();
    await page.getByLabel('Account Holder Name', { exact: true }).fill(holder);
    await page.getByLabel('Bank Name', { exact: true }).fill(bankName);
    await page.getByLabel('Routing Number', { exact: true }).fill(MICRODEPOSIT_ROUTING);
    await page.getByLabel('Account Number', { exact: true }).fill(MICRODEPOSIT_ACCOUNT);
    await page.getByLabel('Account Type', { exact: true }).selectOption('checking');
    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    await page.waitForURL(`${appUrl()}/payment-methods`);
    await page.getByText('Bank account added').first().waitFor();
  }

  async function verifyWithCode(page: Page, article: ReturnType<Page['getByRole']>, code: string) {
    await article.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your bank account' });
    await dialog.getByLabel('Code from your bank statement').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
  }

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

  async function status(page: Page, value: string, timeout = SETTLES_WITHIN_MS) {
    await page.locator(`[data-testid="transfer-status"][data-status="${value}"]`).waitFor({ timeout });
  }

  it('adds a card and a bank account, moves the default, and deletes one', async () => {
    const { page } = await signedInPage(browser, 'Dawit', 'Haile');
    await page.goto('/payment-methods');
    await page.getByText('You have not saved any payment methods yet.').waitFor();

    await page.getByRole('link', { name: 'Credit Card' }).click();
    await page.waitForURL(/\/add-payment-method\?type=card/);
    await page.getByLabel('Cardholder Name', { exact: true }).fill('Dawit Haile');
    await fillCardElements(page, '4242424242424242');
    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    await page.waitForURL(`${appUrl()}/payment-methods`);
    const card = page.getByRole('article', { name: /Visa/ });
    await card.getByText('Default', { exact: true }).waitFor();

    // A bank account typed by its numbers cannot be the default until it is verified.
    await addBankByNumbers(page, 'Dawit Haile', 'Chase');
    const bank = page.getByRole('article', { name: /Chase/ });
    await bank.getByText('Verification pending').waitFor();
    expect(await bank.getByText('Default', { exact: true }).count()).toBe(0);
    expect(await bank.getByRole('button', { name: 'Set Default' }).count()).toBe(0);
    await verifyWithCode(page, bank, DESCRIPTOR_CODE);
    await bank.getByText('Verified', { exact: true }).waitFor();

    await bank.getByRole('button', { name: 'Set Default' }).click();
    await page.getByText('Default payment method updated').waitFor();
    await bank.getByText('Default', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Set Default' }).count()).toBe(1);

    // Saving the same card again is refused as a duplicate.
    await page.goto('/add-payment-method?type=card');
    await page.getByLabel('Cardholder Name', { exact: true }).fill('Dawit Haile');
    await fillCardElements(page, '4242424242424242');
    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    await page.getByText('Duplicate Payment Method').waitFor();

    // Deleting the default asks first, then promotes the card.
    await page.goto('/payment-methods');
    await page.getByRole('article', { name: /Chase/ }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete payment method?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Payment method deleted successfully').waitFor();
    await page.getByRole('article', { name: /Visa/ }).getByText('Default', { exact: true }).waitFor();
    expect(await page.getByRole('article', { name: /Chase/ }).count()).toBe(0);
    await page.context().close();
  });

  it('links a bank account in the Connect popup from the payment methods page, and pays a transfer with it', async () => {
    const { page } = await signedInPage(browser, 'Hanna', 'Girma');
    await page.goto('/payment-methods');
    await page.getByRole('link', { name: 'Bank Account' }).click();
    await page.waitForURL(/\/add-payment-method\?type=bank_account/);

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Link your bank account' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Sandbox Bank' }).click();
    await popup.getByLabel('Username').fill('username');
    await popup.getByLabel('Password').fill('password');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.getByRole('radio', { name: /^Sandbox Checking / }).check();
    // Continue closes the popup; a click still settling when it closes is the expected end, not a failure.
    const closed = popup.waitForEvent('close');
    const continued = popup.getByRole('button', { name: 'Continue' }).click().catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
    await Promise.all([closed, continued]);
    await page.getByText('Bank Account Connected').first().waitFor();

    await page.getByRole('radio', { name: /^Sandbox Checking/ }).check();
    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    await page.waitForURL(`${appUrl()}/payment-methods`);
    await page.getByText('Payment method added successfully').first().waitFor();
    const linked = page.getByRole('article', { name: /Sandbox Bank/ });
    await linked.getByText('Verified', { exact: true }).waitFor();
    await linked.getByText('Default', { exact: true }).waitFor();

    // The only saved method is the default: preselected, it pays in one click.
    await fillTransfer(page, '40');
    const saved = page.getByRole('radio', { name: /Sandbox Bank/ });
    expect(await saved.isChecked()).toBe(true);
    await page.getByTestId('summary-total-amount').filter({ hasText: '$42.00' }).waitFor();
    await reviewAndComplete(page);
    await page.waitForURL(/\/success\?session_id=/);
    await status(page, 'completed');
    await page.context().close();
  });

  it('adds a bank account by its numbers: pending and refused on the send screen until the deposit code verifies it, then it pays', async () => {
    const { page } = await signedInPage(browser, 'Selam', 'Bekele');
    await addBankByNumbers(page, 'Selam Bekele', 'Test Bank');
    const bank = page.getByRole('article', { name: /Test Bank/ });
    await bank.getByText('Verification pending').waitFor();
    await bank.getByText(/enter the 6-character code that starts with SM/).waitFor();

    // Not verified: shown on the send screen, but it cannot be chosen.
    await fillTransfer(page, '30');
    const unverified = page.getByRole('radio', { name: /Test Bank/ });
    await unverified.waitFor();
    expect(await unverified.isDisabled()).toBe(true);
    expect(await unverified.isChecked()).toBe(false);
    await page.getByText('Verify this account first').waitFor();
    expect(await page.getByRole('radio', { name: 'New Bank Transfer (ACH)' }).isChecked()).toBe(true);

    // A wrong code keeps the dialog open with the bank's answer; the right one verifies the account.
    await page.goto('/payment-methods');
    await verifyWithCode(page, bank, 'SM00XX');
    const dialog = page.getByRole('dialog', { name: 'Verify your bank account' });
    await dialog.getByText(/does not match/).waitFor();
    await dialog.getByLabel('Code from your bank statement').fill(DESCRIPTOR_CODE);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Bank account verified').first().waitFor();
    await bank.getByText('Verified', { exact: true }).waitFor();

    await fillTransfer(page, '30');
    const verified = page.getByRole('radio', { name: /Test Bank/ });
    await verified.check();
    await page.getByTestId('summary-total-amount').filter({ hasText: '$31.50' }).waitFor();
    await reviewAndComplete(page);
    await page.waitForURL(/\/success\?session_id=/);
    await status(page, 'processing', 5_000);
    await status(page, 'completed');
    await page.context().close();
  });
});
