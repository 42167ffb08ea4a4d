import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { payWithCard } from './support/card-form.js';
import { inbox } from './support/sandbox-inbox.js';
import { fillKenyaCardTransfer } from './support/send-and-pay.js';
import { signedInPage } from './support/signed-in-page.js';
import { withPausedQueue } from './support/stack-queues.js';
import { newUsPhone } from '../support/test-phone.js';

// Issue #15 in the browser: the sender is the account (a phone added on /profile), the
// disclosure before paying, the receipt, cancellation with refund, and the sending limit.
describe('what a licensed remitter owes its sender', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('adds and verifies a phone on /profile, then sends with no sender detail typed: disclosure, receipt by email, cancel and refund', async () => {
    const { page, email } = await signedInPage(browser, 'Amina', 'Okello', { withPhone: false });
    const phone = newUsPhone();

    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByTestId('email-verified').waitFor();
    await page.getByLabel('Phone number', { exact: true }).fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code', { exact: true }).fill(await inbox().latestCode(phone));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByTestId('phone-verified').waitFor();

    await fillKenyaCardTransfer(page, '100');
    expect(await page.getByLabel('First Name', { exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    expect(await page.getByLabel('Phone Number', { exact: true }).inputValue()).toBe(phone);
    expect(await page.getByTestId('sending-allowance').textContent()).toBe('You can send up to $2,999.00 in one transfer.');
    await page.getByTestId('summary-total-amount').filter({ hasText: '$109.00' }).waitFor();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/card-checkout\?session_id=/);

    // The disclosure before paying.
    expect(await page.getByTestId('checkout-taxes').textContent()).toContain('$0.00');
    expect(await page.getByTestId('checkout-rate').textContent()).toMatch(/1 USD = [\d,]+(\.\d{1,4})? KES$/);
    expect(await page.getByTestId('checkout-available-by').textContent()).toContain('Within 24 hours of payment');
    await page.getByTestId('checkout-rate-guaranteed').filter({ hasText: /left\)/ }).waitFor();

    await withPausedQueue('payouts', async () => {
      await payWithCard(page, '4242 4242 4242 4242');
      await page.waitForURL(/\/success\?session_id=/);
      await page.getByRole('heading', { name: 'Transfer Successful!' }).waitFor();
      const receipt = page.getByTestId('receipt');
      await receipt.waitFor();
      expect(await receipt.textContent()).toContain('Right to cancel');
      expect(await receipt.textContent()).toContain('Consumer Financial Protection Bureau');
      const reference = (await page.getByTestId('receipt-reference').textContent())!;

      const emailed = await inbox().withSubject(email, 'Your transfer receipt');
      expect((await inbox().messages(email)).filter((m) => m.subject === 'Your transfer receipt')).toHaveLength(1);
      expect(emailed.text).toContain(`Reference: ${reference}`);

      await page.getByRole('link', { name: 'Cancel or view this transfer' }).click();
      await page.waitForURL(/\/transactions\/[0-9a-f-]{36}$/);
      // The same reference on the transfer's page (issue #29: one reference everywhere).
      expect(await page.getByTestId('transfer-reference').textContent()).toContain(reference);
      await page.getByTestId('cancellable-until').waitFor();
      await page.getByRole('button', { name: 'Cancel transfer' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel transfer' }).click();
      await page.locator('[data-status="cancelled"]').first().waitFor();
    });

    // The refund follows; the page shows it once made.
    const deadline = Date.now() + 20_000;
    while (!((await page.getByTestId('failure-reason').textContent()) ?? '').includes('has been refunded')) {
      if (Date.now() > deadline) throw new Error('the refund never showed');
      await page.waitForTimeout(500);
      await page.reload();
      await page.getByTestId('failure-reason').waitFor();
    }
    expect(await page.getByTestId('failure-reason').textContent()).toContain('$109.00');
    expect(await page.getByRole('button', { name: 'Cancel transfer' }).count()).toBe(0);
    await inbox().withSubject(email, 'Your transfer was cancelled and refunded');
    await page.context().close();
  });

  it('refuses a second transfer over the 24-hour limit, saying how much is left and offering the next verification tier', async () => {
    const { page } = await signedInPage(browser, 'Baraka', 'Mwangi');
    // M-Pesa pays at most KES 250,000: $1,900 fits.
    await fillKenyaCardTransfer(page, '1900');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/card-checkout\?session_id=/);
    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/success\?session_id=/);

    await fillKenyaCardTransfer(page, '1200');
    await page.getByTestId('sending-allowance').filter({ hasText: 'You can send up to $1,099.00 more today.' }).waitFor();
    // A Verified ID sender's day is used up to $1,099; Enhanced verification would allow more
    // (issue #26), so the screen says what is left now and how to send more, instead of failing.
    const verifyFirst = page.getByTestId('verify-to-send');
    await verifyFirst.filter({ hasText: 'You can send up to $1,099.00 now.' }).waitFor();
    expect(await verifyFirst.textContent()).toContain('Enhanced verification');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    // Continue sends nothing: it takes the sender to the way to verify.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Verify to send more');
    expect(page.url()).toMatch(/\/send$/);
    const transfers = (await (await page.context().request.get('/api/transactions')).json()) as unknown[];
    expect(transfers).toHaveLength(1);
    await page.context().close();
  });
});
