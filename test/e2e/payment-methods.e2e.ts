import type { Browser } from 'playwright-core';
import { appUrl, launchBrowser } from './support/browser.js';
import { fillCardElements } from './support/card-form.js';
import { signedInPage } from './support/signed-in-page.js';

describe('a sender manages saved payment methods', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

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

    await page.getByRole('link', { name: 'Bank Account' }).click();
    await page.getByLabel('Account Holder Name', { exact: true }).fill('Dawit Haile');
    await page.getByLabel('Bank Name', { exact: true }).fill('Chase');
    await page.getByLabel('Routing Number', { exact: true }).fill('021000021');
    await page.getByLabel('Account Number', { exact: true }).fill('4200001234');
    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    await page.waitForURL(`${appUrl()}/payment-methods`);
    const bank = page.getByRole('article', { name: /Chase/ });
    await bank.waitFor();
    expect(await bank.getByText('Default', { exact: true }).count()).toBe(0);

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
});
