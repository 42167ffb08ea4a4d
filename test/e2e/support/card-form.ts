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

/** Fills the card checkout's form with `number` (a future expiry, any CVC) and pays; in any language the page shows. */
export async function payWithCard(page: Page, number: string, cardholder = 'Amina Okello'): Promise<void> {
  await page.locator('input[name="cardholderName"]').fill(cardholder);
  await fillCardElements(page, number);
  await page.getByTestId('pay-button').click();
}

/** The 3-D Secure challenge Stripe.js opens in a modal iframe: the sender completes or fails it. */
export async function answerThreeDSecure(page: Page, outcome: 'complete' | 'fail'): Promise<void> {
  const challenge = page.frameLocator('iframe[title="3D Secure authentication challenge"]');
  await challenge.getByRole('button', { name: outcome === 'complete' ? 'Complete authentication' : 'Fail authentication' }).click();
}

/**
 * Presses Tab (up to 20 times) until `focused` says the focus is where the sender wants it;
 * fails naming where it went when it never gets there.
 */
export async function tabTo(page: Page, what: string, focused: () => Promise<boolean>): Promise<void> {
  for (let presses = 0; presses < 20; presses++) {
    if (await focused()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what}`);
}

/** Whether the card Element titled `frameTitle` has the keyboard's focus (its input, inside its own frame). */
export async function cardFrameFocused(page: Page, frameTitle: string): Promise<boolean> {
  const frame = await (await page.$(`iframe[title="${frameTitle}"]`))?.contentFrame();
  if (!frame) return false;
  const inFrame = await frame.evaluate(() => document.hasFocus() && document.activeElement?.tagName === 'INPUT');
  const frameIsActive = await page.evaluate((title) => document.activeElement?.getAttribute('title') === title, frameTitle);
  return inFrame && frameIsActive;
}

/** Pays on the card checkout with the keyboard alone: name, the three card Elements, then Tab to the pay button and Enter. */
export async function payWithCardByKeyboard(page: Page, number: string, cardholder = 'Amina Okello'): Promise<void> {
  const name = page.getByLabel('Cardholder Name', { exact: true });
  await tabTo(page, 'the cardholder name', () => name.evaluate((node) => node === document.activeElement));
  await page.keyboard.type(cardholder);
  const fields: [string, string][] = [
    ['Secure card number input frame', number.replace(/\s/g, '')],
    ['Secure expiration date input frame', futureExpiry()],
    ['Secure CVC input frame', '123'],
  ];
  for (const [title, typed] of fields) {
    await tabTo(page, title, () => cardFrameFocused(page, title));
    await page.keyboard.type(typed);
  }
  const pay = page.getByTestId('pay-button');
  await tabTo(page, 'the pay button', () => pay.evaluate((node) => node === document.activeElement));
  await page.keyboard.press('Enter');
}
