import type { Page } from 'playwright-core';
import { payWithCard } from './card-form.js';

export interface Recipient {
  country: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/** Fills the send screen for $100 by card to `recipient`; `chooseDelivery` picks how they are paid. */
export async function fillTransfer(page: Page, recipient: Recipient, chooseDelivery?: () => Promise<void>) {
  await page.goto('/send');
  await page.getByLabel('Send Amount', { exact: true }).fill('100');
  await page.getByLabel('Destination Country', { exact: true }).selectOption(recipient.country);
  await page.getByLabel('Recipient First Name', { exact: true }).fill(recipient.firstName);
  await page.getByLabel('Recipient Last Name', { exact: true }).fill(recipient.lastName);
  await page.getByLabel('Recipient Phone Number', { exact: true }).fill(recipient.phone);
  await chooseDelivery?.();
  await page.getByRole('radio', { name: 'New Credit/Debit Card' }).check();
  await page.getByTestId('summary-total-amount').filter({ hasText: '$109.00' }).waitFor();
}

/** Fills the send screen for `amount` dollars by a new card to Wanjiru Kamau's M-Pesa in Kenya, touching no sender field. */
export async function fillKenyaCardTransfer(page: Page, amount: string) {
  await page.goto('/send');
  await page.getByLabel('Send Amount', { exact: true }).fill(amount);
  await page.getByLabel('Destination Country', { exact: true }).selectOption('kenya');
  await page.getByLabel('Recipient First Name', { exact: true }).fill('Wanjiru');
  await page.getByLabel('Recipient Last Name', { exact: true }).fill('Kamau');
  await page.getByLabel('Recipient Phone Number', { exact: true }).fill('0712 345 678');
  await page.getByRole('radio', { name: 'New Credit/Debit Card' }).check();
}

/**
 * "Continue to Payment" until the card checkout opens. Where the paying partner names the
 * account's holder (MTN, Thunes), the form waits for its answer, and a holder who is not the
 * typed recipient is confirmed as the sender would (the sandbox names accounts by number).
 * `button` is the button's name in the language showing.
 */
export async function continueToCardCheckout(page: Page, button = 'Continue to Payment') {
  const confirm = page.getByRole('checkbox', { name: /^I know .+: this is the person I am sending to\.$/ });
  const deadline = Date.now() + 20_000;
  const checkout = /\/card-checkout\?session_id=/;
  for (;;) {
    if (checkout.test(page.url())) return;
    if ((await confirm.count()) > 0 && !(await confirm.isChecked())) await confirm.check({ timeout: 2_000 }).catch(() => undefined);
    // The page may be on its way to the checkout already (the button gone).
    await page.getByRole('button', { name: button }).click({ timeout: 2_000 }).catch(() => undefined);
    try {
      await page.waitForURL(checkout, { timeout: 1_500 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** Pays the filled transfer with `card` and opens its details page; answers the transfer's id. */
export async function payAndOpenDetails(page: Page, card = '4242 4242 4242 4242'): Promise<string> {
  await continueToCardCheckout(page);
  await payWithCard(page, card);
  await page.waitForURL(/\/success\?session_id=/);
  await page.getByRole('heading', { name: 'Transfer Successful!' }).waitFor();
  const [latest] = (await (await page.context().request.get('/api/transactions?limit=1')).json()) as { id: string }[];
  await page.goto(`/transactions/${latest.id}`);
  return latest.id;
}

/** Reloads the details page until the transfer reaches `status`. */
export async function waitForStatus(page: Page, status: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    // The details page shows one status badge, once the transfer has loaded.
    const badge = page.locator('[data-status]').first();
    await badge.waitFor();
    if ((await badge.getAttribute('data-status')) === status) return;
    if (Date.now() > deadline) throw new Error(`transfer did not reach ${status}`);
    await page.waitForTimeout(500);
    await page.reload();
  }
}

/** Reloads the details page until `testId` shows. */
export async function waitForShown(page: Page, testId: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await page.locator('[data-status]').first().waitFor();
    if ((await page.getByTestId(testId).count()) > 0) return;
    if (Date.now() > deadline) throw new Error(`${testId} never showed`);
    await page.waitForTimeout(500);
    await page.reload();
  }
}

/** A saved method: "Review Transfer", the review with the disclosure, then its one "Complete Transfer" (issue #29). */
export async function reviewAndComplete(page: Page) {
  await page.getByRole('button', { name: 'Review Transfer' }).click();
  const review = page.getByRole('dialog', { name: 'Review your transfer' });
  await review.getByTestId('review-disclosure').waitFor();
  await review.getByRole('button', { name: 'Complete Transfer' }).click();
}
