import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser } from './support/browser.js';
import { answerThreeDSecure, payWithCard, payWithCardByKeyboard } from './support/card-form.js';
import { signedInPage } from './support/signed-in-page.js';
import { reviewAndComplete } from './support/send-and-pay.js';

describe('a sender pays a transfer by card', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function fillTransfer(page: Page, recipientPhone = '0712 345 678') {
    await page.goto('/send');
    await page.getByLabel('Send Amount', { exact: true }).fill('100');
    // The sender is the account: names, email and phone are prefilled and read-only.
    await page.getByLabel('Destination Country', { exact: true }).selectOption('kenya');
    await page.getByLabel('Recipient First Name', { exact: true }).fill('Wanjiru');
    await page.getByLabel('Recipient Last Name', { exact: true }).fill('Kamau');
    await page.getByLabel('Recipient Phone Number', { exact: true }).fill(recipientPhone);
    await page.getByRole('radio', { name: 'New Credit/Debit Card' }).check();
    await page.getByTestId('summary-total-amount').filter({ hasText: '$109.00' }).waitFor();
  }

  it('sends $100 to a new Kenyan recipient, sees it complete, and sends again prefilled', async () => {
    const { page } = await signedInPage(browser);
    await fillTransfer(page);

    const rates = (await (await page.context().request.get('/api/rates')).json()) as { kenya: number };
    const expectedKes = (100 * rates.kenya).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(await page.getByTestId('summary-service-fee').textContent()).toContain('$9.00');
    expect(await page.getByTestId('summary-service-fee').textContent()).toContain('9%');
    expect(await page.getByTestId('summary-recipient-gets').textContent()).toContain(`${expectedKes} KES`);
    expect(await page.getByText('Higher Processing Fees').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/card-checkout\?session_id=/);
    expect(await page.getByTestId('checkout-total').textContent()).toContain('$109.00');
    await payWithCard(page, '4242 4242 4242 4242');

    await page.waitForURL(/\/success\?session_id=.*provider=card/);
    await page.getByRole('heading', { name: 'Transfer Successful!' }).waitFor();
    expect(await page.getByText('Your money is on its way to Wanjiru Kamau').count()).toBe(1);
    await page.locator('[data-testid="transfer-status"][data-status="completed"]').waitFor({ timeout: 20_000 });

    await page.goto('/transactions');
    const row = page.getByRole('article', { name: /Wanjiru Kamau/ });
    await row.locator('[data-status="completed"]').waitFor();
    expect(await row.textContent()).toContain('$109.00');

    await row.getByRole('link', { name: 'Send Again' }).click();
    // The link names the transfer only; the screen reads the recipient and amount from it.
    await page.waitForURL(/\/transfer\?again=[0-9a-f-]+$/);
    await page.waitForFunction(() => (document.querySelector('input[name="recipientFirstName"]') as HTMLInputElement | null)?.value === 'Wanjiru');
    expect(await page.getByLabel('Recipient First Name', { exact: true }).inputValue()).toBe('Wanjiru');
    expect(await page.getByLabel('Recipient Last Name', { exact: true }).inputValue()).toBe('Kamau');
    expect(await page.getByLabel('Recipient Phone Number', { exact: true }).inputValue()).toBe('+254712345678');
    expect(await page.getByLabel('Send Amount', { exact: true }).inputValue()).toBe('100');
    expect(await page.getByLabel('Destination Country', { exact: true }).inputValue()).toBe('kenya');
    await page.context().close();
  });

  it('pays with the keyboard alone: Tab goes through the name, the card number, expiry and CVC frames to the pay button', async () => {
    const { page } = await signedInPage(browser);
    await fillTransfer(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/card-checkout\?session_id=/);
    await page.getByTestId('checkout-total').filter({ hasText: '$109.00' }).waitFor();
    // From the top of the page: no click anywhere.
    await page.locator('body').evaluate((body) => (body as HTMLElement).focus());
    await payWithCardByKeyboard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/success\?session_id=.*provider=card/);
    await page.getByRole('heading', { name: 'Transfer Successful!' }).waitFor();
    await page.context().close();
  });

  it('is told why a card was declined, and pays with another card', async () => {
    const { page } = await signedInPage(browser, 'Yonas', 'Tesfaye');
    await fillTransfer(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/card-checkout/);

    await payWithCard(page, '4000 0000 0000 0002');
    await page.getByText('Payment Failed').waitFor();
    await page.getByText('Your card was declined.').waitFor();
    expect(page.url()).toContain('/card-checkout');

    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/success/);
    await page.locator('[data-testid="transfer-status"][data-status="completed"]').waitFor({ timeout: 20_000 });
    expect(appUrl()).toBeTruthy();
    await page.context().close();
  });

  it('leaves the checkout without paying, comes back from the history with "Complete Payment", and pays', async () => {
    const { page } = await signedInPage(browser, 'Halima', 'Njoroge');
    await fillTransfer(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/card-checkout\?session_id=/);
    const sessionId = new URL(page.url()).searchParams.get('session_id');
    expect(sessionId).toBeTruthy();

    // The sender walks away from the checkout: the transfer waits, unpaid.
    await page.goto('/transactions');
    const row = page.getByRole('article', { name: /Wanjiru Kamau/ });
    await row.locator('[data-status="pending"]').waitFor();
    expect(await row.getByRole('link', { name: 'Send Again' }).count()).toBe(1);

    await row.getByRole('link', { name: 'Complete Payment' }).click();
    await page.waitForURL(/\/card-checkout\?session_id=/);
    expect(new URL(page.url()).searchParams.get('session_id')).toBe(sessionId);
    expect(await page.getByTestId('checkout-total').textContent()).toContain('$109.00');
    await payWithCard(page, '4242 4242 4242 4242');

    await page.waitForURL(/\/success\?session_id=.*provider=card/);
    expect(new URL(page.url()).searchParams.get('session_id')).toBe(sessionId);
    await page.getByRole('heading', { name: 'Transfer Successful!' }).waitFor();
    await page.locator('[data-testid="transfer-status"][data-status="completed"]').waitFor({ timeout: 20_000 });

    await page.goto('/transactions');
    await row.locator('[data-status="completed"]').waitFor();
    expect(await row.getByRole('link', { name: 'Complete Payment' }).count()).toBe(0);
    expect(await page.getByRole('article').count()).toBe(1);
    await page.context().close();
  });

  it("pays with a card whose bank asks for 3-D Secure, completing the bank's check, and finds the card saved", async () => {
    const { page } = await signedInPage(browser, 'Selam', 'Bekele');
    await fillTransfer(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/card-checkout\?session_id=/);

    await page.getByLabel('Save this card', { exact: false }).check();
    await payWithCard(page, '4000 0025 0000 3155');
    await answerThreeDSecure(page, 'complete');

    await page.waitForURL(/\/success\?session_id=.*provider=card/);
    await page.getByRole('heading', { name: 'Transfer Successful!' }).waitFor();
    await page.locator('[data-testid="transfer-status"][data-status="completed"]').waitFor({ timeout: 20_000 });

    // The worker saves the card once the payment succeeded: it is on the payment methods page, and on the send screen.
    const deadline = Date.now() + 15_000;
    while (((await (await page.context().request.get('/api/payment-methods')).json()) as unknown[]).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await page.goto('/payment-methods');
    await page.getByRole('article', { name: /Visa •••• 3155/ }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await page.goto('/send');
    await page.getByRole('radio', { name: /3155/ }).waitFor();
    await page.context().close();
  });

  it('fails the 3-D Secure check, is told so, and pays with another card', async () => {
    const { page } = await signedInPage(browser, 'Kidane', 'Haile');
    await fillTransfer(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/card-checkout\?session_id=/);
    const sessionId = new URL(page.url()).searchParams.get('session_id');

    await payWithCard(page, '4000 0025 0000 3155');
    await answerThreeDSecure(page, 'fail');
    await page.getByText('Payment Failed').waitFor();
    await page.getByText('We are unable to authenticate your payment method.', { exact: false }).first().waitFor();
    expect(page.url()).toContain('/card-checkout');
    await page.getByTestId('pay-button').filter({ hasText: 'Pay $109.00' }).waitFor();

    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/success\?session_id=.*provider=card/);
    expect(new URL(page.url()).searchParams.get('session_id')).toBe(sessionId);
    await page.locator('[data-testid="transfer-status"][data-status="completed"]').waitFor({ timeout: 20_000 });

    await page.goto('/transactions');
    await page.getByRole('article', { name: /Wanjiru Kamau/ }).locator('[data-status="completed"]').waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await page.context().close();
  });

  it('saves the card at checkout, then pays the next transfer with it in one step from the send screen', async () => {
    const { page } = await signedInPage(browser, 'Abebe', 'Girma');
    await fillTransfer(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/card-checkout\?session_id=/);
    await page.getByLabel('Save this card', { exact: false }).check();
    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/success\?session_id=.*provider=card/);
    await page.locator('[data-testid="transfer-status"][data-status="completed"]').waitFor({ timeout: 20_000 });

    await page.goto('/send');
    await page.getByLabel('Send Amount', { exact: true }).fill('50');
    await page.getByLabel('Destination Country', { exact: true }).selectOption('kenya');
    await page.getByLabel('Recipient First Name', { exact: true }).fill('Otieno');
    await page.getByLabel('Recipient Last Name', { exact: true }).fill('Ouma');
    await page.getByLabel('Recipient Phone Number', { exact: true }).fill('0722 345 678');
    const savedCard = page.getByRole('radio', { name: /4242/ });
    await savedCard.check();
    await page.getByTestId('summary-total-amount').filter({ hasText: '$54.50' }).waitFor();
    await reviewAndComplete(page);

    await page.waitForURL(/\/success\?session_id=/);
    await page.getByRole('heading', { name: 'Transfer Successful!' }).waitFor();
    expect(await page.getByText('Your money is on its way to Otieno Ouma').count()).toBe(1);
    await page.locator('[data-testid="transfer-status"][data-status="completed"]').waitFor({ timeout: 20_000 });

    await page.goto('/transactions');
    await page.getByRole('article', { name: /Otieno Ouma/ }).locator('[data-status="completed"]').waitFor();
    expect(await page.getByRole('article').count()).toBe(2);
    await page.context().close();
  });
});
