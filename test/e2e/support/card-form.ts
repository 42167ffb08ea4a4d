import type { Page } from 'playwright-core';

/** A future expiry as Stripe's expiry Element takes it (it formats "MM / YY" itself). */
export function futureExpiry(): string {
  return `12${String(new Date().getFullYear() + 3).slice(2)}`;
}

/**
 * Types a card into Stripe.js's split Elements on the page (each in its own iframe on the
 * card provider's origin): `number`, a future expiry and a CVC.
 */
export async function fillCardElements(page: Page, number: string): Promise<void> {
  await page.frameLocator('iframe[title="Secure card number input frame"]').getByLabel('Card number').fill(number);
  await page.frameLocator('iframe[title="Secure expiration date input frame"]').getByLabel('Expiration date').fill(futureExpiry());
  await page.frameLocator('iframe[title="Secure CVC input frame"]').getByLabel('Security code').fill('123');
}

/** Fills the card checkout's form with `number` (a future expiry, any CVC) and pays. */
export async function payWithCard(page: Page, number: string, cardholder = 'Amina Okello'): Promise<void> {
  await page.getByLabel('Cardholder Name', { exact: true }).fill(cardholder);
  await fillCardElements(page, number);
  await page.getByTestId('pay-button').click();
}

/** The 3-D Secure challenge Stripe.js opens in a modal iframe: the sender completes or fails it. */
export async function answerThreeDSecure(page: Page, outcome: 'complete' | 'fail'): Promise<void> {
  const challenge = page.frameLocator('iframe[title="3D Secure authentication challenge"]');
  await challenge.getByRole('button', { name: outcome === 'complete' ? 'Complete authentication' : 'Fail authentication' }).click();
}
