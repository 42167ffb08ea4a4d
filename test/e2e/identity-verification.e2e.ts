import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { signedInPage } from './support/signed-in-page.js';

/**
 * Issue #26: a sender verifies their identity on /profile, through Stripe.js verifyIdentity and
 * the sandbox's stand-in verification page, from no tier to Basic (their details, then the id
 * number check) and on to Verified ID (a document and selfie check that first comes back
 * unreadable, says why, and passes on retry).
 */
describe('identity verification on the profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const verificationFrame = (page: Page) => page.frameLocator('iframe[title="Identity verification"]');

  it('takes a new sender to Basic, then to Verified ID after an unreadable document and a retry', async () => {
    const { page } = await signedInPage(browser, 'Selam', 'Haile', { withPhone: false });
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Identity verification' }).waitFor();
    await page.getByTestId('verification-tier').getByText('Not verified').waitFor();
    await page.getByTestId('verification-next').getByText('Next level, Basic: Up to $999.00 a transfer and $2,999.00 in 30 days.').waitFor();

    // Basic: the details on our page, the SSN in the provider's own form.
    await page.getByLabel('Legal first name').fill('Selam');
    await page.getByLabel('Legal last name').fill('Haile');
    await page.getByLabel('Date of birth').fill('1988-09-03');
    await page.getByLabel('Street address').fill('400 Broad St');
    await page.getByLabel('City').fill('Seattle');
    await page.getByLabel('State').selectOption('WA');
    await page.getByLabel('ZIP code').fill('98109');
    await page.getByRole('button', { name: 'Save and verify' }).click();
    const basic = verificationFrame(page);
    await basic.getByLabel('First name').fill('Selam');
    await basic.getByLabel('Last name').fill('Haile');
    await basic.getByLabel('Date of birth').fill('1988-09-03');
    await basic.getByLabel(/Social Security number/).fill('0000');
    await basic.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('verification-tier').getByText('Basic', { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByText('Up to $999.00 a transfer and $2,999.00 in 30 days.').first().waitFor();

    // Verified ID: the document comes back unreadable first.
    await page.getByRole('button', { name: 'Verify your ID' }).click();
    const document = verificationFrame(page);
    // The stand-in document shows the person the id number check verified.
    expect(await document.getByLabel('First name on the document').inputValue()).toBe('Selam');
    await document.getByLabel(/Unreadable document/).check();
    await document.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('verification-reason').getByText('We could not read your ID document. Try again with a clear photo of the whole document.').waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Try again' }).click();
    const retry = verificationFrame(page);
    await retry.getByLabel('Verified: a valid document and a matching selfie').check();
    await retry.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('verification-tier').getByText('Verified ID').waitFor({ timeout: 20_000 });
    await page.getByTestId('verification-next').getByText(/Next level, Enhanced/).waitFor();
    expect(await page.getByTestId('verification-reason').count()).toBe(0);
    await page.close();
  });
});
