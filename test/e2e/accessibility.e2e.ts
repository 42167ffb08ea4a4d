import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.js';
import { announcedState, DESKTOP_AT_200_PERCENT } from './support/accessibility.js';
import { checkEveryStop, prepareStops, type StopData } from './support/accessibility-stops.js';
import { localeText } from './support/locale-text.js';
import { PHONE_WIDTH } from './support/phone-sized.js';

const DESKTOP_WIDTH = 1280;
const english = localeText('en');

/**
 * Issue #27: WCAG 2.2 AA on every page and dialog of the sender and admin areas (and the
 * visitor's), in English (the stops: support/accessibility-stops.ts; in Amharic:
 * accessibility-amharic.e2e.ts, in a process of its own when the tier runs in shards).
 */
describe('accessibility (WCAG 2.2 AA, English)', () => {
  let browser: Browser;
  let data: StopData;
  let cleanUp: () => Promise<void> = async () => {};

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ data, cleanUp } = await prepareStops(browser, 'en'));
  }, 180_000);
  afterAll(async () => {
    await cleanUp();
    await browser.close();
  });

  it(`finds no violation on a ${PHONE_WIDTH} px phone, and nothing scrolls sideways there`, async () => {
    expect(await checkEveryStop(browser, data, english, { width: PHONE_WIDTH }, { axe: true, overflow: true })).toEqual([]);
  }, 480_000);

  it(`finds no violation on a ${DESKTOP_WIDTH} px desktop, and nothing scrolls sideways there`, async () => {
    expect(await checkEveryStop(browser, data, english, { width: DESKTOP_WIDTH, height: 800 }, { axe: true, overflow: true })).toEqual([]);
  }, 480_000);

  it('scrolls nothing sideways on a desktop zoomed to 200%', async () => {
    expect(await checkEveryStop(browser, data, english, DESKTOP_AT_200_PERCENT, { axe: false, overflow: true })).toEqual([]);
  }, 480_000);

  it('announces form errors: a refused sign-in as an alert, a send form field as invalid with its message', async () => {
    const visitor = await openPage(browser, '/login', { width: PHONE_WIDTH });
    await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect(await announcedState(visitor.getByLabel('Email or Phone', { exact: true }))).toEqual({ invalid: true, description: expect.stringMatching(/\w/) });
    await visitor.getByLabel('Email or Phone', { exact: true }).fill(data.email);
    await visitor.getByLabel('Password', { exact: true }).fill('not-the-password');
    await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The form's own alert, beside the toast's: both reach a screen reader as they appear.
    await visitor.locator('form [role="alert"]').filter({ hasText: 'Invalid email/phone or password' }).waitFor();

    const sender = await openPage(browser, '/send', { width: PHONE_WIDTH, storageState: data.storageState });
    const amount = sender.getByLabel('Send Amount', { exact: true });
    await amount.fill('0');
    await sender.getByRole('button', { name: /Continue to Payment|Review Transfer/ }).click();
    await sender.locator('[aria-invalid="true"]').first().waitFor();
    expect(await announcedState(amount)).toEqual({ invalid: true, description: 'Amount must be at least $0.01' });
    // The first field in error takes the focus, so its message is read out at once.
    expect(await sender.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await Promise.all([visitor.context().close(), sender.context().close()]);
  });
});
