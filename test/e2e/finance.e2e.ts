import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { signInAtAdminGate } from './support/admin-gate.js';
import { launchBrowser, openPage } from './support/browser.js';
import { fillTransfer, payAndOpenDetails, waitForStatus } from './support/send-and-pay.js';
import { signedInPage } from './support/signed-in-page.js';

/** A common phone's width. */
const PHONE_WIDTH = 390;

describe('the operator reads the books in the Finance tab', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('on a phone: every ledger of the trial balance sums to zero, and the journal downloads as CSV with the transfer in it', async () => {
    // A transfer delivered, so the books hold a capture, a payout and a fee.
    const { page: sender } = await signedInPage(browser, 'Selam', 'Haile');
    await fillTransfer(sender, { country: 'kenya', firstName: 'Wanjiru', lastName: 'Kamau', phone: '0712 345 901' });
    const transferId = await payAndOpenDetails(sender);
    await waitForStatus(sender, 'completed');

    const admin = await openPage(browser, '/admin');
    await admin.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    await signInAtAdminGate(admin);
    // On a phone the sections are a select (issue #29), not a row of tabs.
    await admin.getByLabel('Admin section', { exact: true }).selectOption('finance');

    // Every ledger says it sums to zero, and its totals row has debits equal to credits.
    const usd = admin.getByTestId('ledger-USD');
    await usd.getByText('Sums to zero').waitFor();
    for (const currency of ['USD', 'KES', 'UGX', 'ETB', 'ERN']) {
      const ledger = admin.getByTestId(`ledger-${currency}`);
      expect(await ledger.getByText(/Sums to zero|Off by/).textContent()).toBe('Sums to zero');
      const totals = (await admin.getByTestId(`ledger-${currency}-totals`).getByRole('cell').allTextContents()).map((cell) => cell.trim());
      expect({ currency, postedDebits: totals[0], debitBalance: totals[4] }).toEqual({ currency, postedDebits: totals[1], debitBalance: totals[5] });
    }
    const feeRow = admin.getByRole('table', { name: 'Trial balance, USD ledger' }).getByRole('row').filter({ hasText: 'fee_revenue' });
    expect(Number((await feeRow.getByRole('cell').nth(1).textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(9);
    await admin.getByRole('table', { name: 'Revenue by corridor and day' }).waitFor();
    await admin.getByRole('table', { name: 'Float per partner' }).waitFor();
    // Wide tables scroll inside their own frame: the page itself never scrolls sideways.
    expect(await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Download journal CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^journal-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Booked at (UTC),Entry ID,Ledger,Debit account,Credit account,Amount,Phase,Pending entry ID,Transfer ID,Code,Reference');
    const ofTransfer = lines.filter((line) => line.split(',')[8] === transferId).map((line) => line.split(',').slice(2, 7).concat(line.split(',')[9]!).join(' '));
    expect(ofTransfer).toContain('USD stripe_clearing customer_funds 109.00 single payment_captured');
    expect(ofTransfer).toContain('USD customer_funds fee_revenue 9.00 single fee_earned');
  });
});
