import type { Page } from 'playwright-core';

/** Fills the card checkout's form with `number` (a future expiry, any CVC) and pays. */
export async function payWithCard(page: Page, number: string, cardholder = 'Amina Okello'): Promise<void> {
  await page.getByLabel('Cardholder Name', { exact: true }).fill(cardholder);
  await page.getByLabel('Card Number', { exact: true }).fill(number);
  await page.getByLabel('Expiry', { exact: true }).fill(`12/${String(new Date().getFullYear() + 3).slice(2)}`);
  await page.getByLabel('CVV', { exact: true }).fill('123');
  await page.getByTestId('pay-button').click();
}
