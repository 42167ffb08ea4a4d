import type { Browser } from 'playwright-core';
import { signInAtAdminGate } from './support/admin-gate.js';
import { launchBrowser, openPage } from './support/browser.js';
import { fillTransfer, payAndOpenDetails, waitForStatus } from './support/send-and-pay.js';
import { signedInPage } from './support/signed-in-page.js';

describe('FX on the books, as the operator sees it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("shows a telebirr transfer's spread and Thunes' $1.50 fee on its timeline, the currency's cost on the rates tab, and refuses a rate far from it", async () => {
    // A sender pays $100 to a telebirr wallet: Thunes buys the ETB at 158.25, the sender got 155.
    const { page } = await signedInPage(browser, 'Amina', 'Okello');
    await fillTransfer(page, { country: 'ethiopia', firstName: 'Abebe', lastName: 'Bikila', phone: '0911 555 273' }, async () => {
      await page.getByRole('radio', { name: 'telebirr' }).check();
    });
    const transferId = await payAndOpenDetails(page);
    await waitForStatus(page, 'completed');
    await page.context().close();

    const admin = await openPage(browser, '/admin?tab=transactions');
    await signInAtAdminGate(admin);
    const row = admin.locator('tr').filter({ hasText: 'Abebe Bikila' }).first();
    await row.getByRole('button', { name: 'View details' }).click();
    const details = admin.getByRole('dialog', { name: 'Transaction Details' });
    const books = details.getByRole('region', { name: 'Books' });
    await books.waitFor();
    expect(await books.textContent()).toMatch(/Sender's rate\s*155/);
    expect(await books.textContent()).toContain("158.25 (partner's quote)");
    const exchange = books.locator('dl');
    expect(await exchange.locator('div').filter({ hasText: 'FX spread' }).textContent()).toBe('FX spread$2.05');
    expect(await exchange.locator('div').filter({ hasText: 'Partner fee' }).textContent()).toBe('Partner fee$1.50');
    const entries = books.getByRole('table', { name: 'Ledger entries' });
    expect(await entries.locator('tr[data-code="fx_spread_earned"]').textContent()).toContain('fx_spread_revenue');
    expect(await entries.locator('tr[data-code="partner_fee"]').textContent()).toContain('partner_fees');
    expect(transferId).toMatch(/^[0-9a-f-]{36}$/);
    await admin.keyboard.press('Escape');

    // The rates tab says what ETB costs and where a new rate may go; a typo is refused next to the field.
    await admin.getByRole('tab', { name: 'Exchange Rates' }).click();
    const ethiopia = admin.locator('li[data-country="ethiopia"]');
    await ethiopia.getByText(/Cost 158\.25/).waitFor();
    expect(await ethiopia.textContent()).toContain("Cost 158.25 (partner's quote) · new rates from 142.425 to 174.075 (±10%)");
    await admin.getByLabel('Country', { exact: true }).selectOption('ethiopia');
    await admin.getByLabel('New Rate', { exact: true }).fill('1582.5');
    await admin.getByRole('button', { name: 'Update Rate' }).click();
    await admin.getByText(/is 900% away from what ETB costs us now \(158\.2500\)/).waitFor();
    expect(await ethiopia.textContent()).toContain('1 USD = 155 ETB');
    await admin.context().close();
  });
});
