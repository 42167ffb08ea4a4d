import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { DESKTOP_AT_200_PERCENT } from './support/accessibility.js';
import { checkEveryStop, prepareStops, type StopData } from './support/accessibility-stops.js';
import { localeText } from './support/locale-text.js';
import { PHONE_WIDTH } from './support/phone-sized.js';

const DESKTOP_WIDTH = 1280;
const amharic = localeText('am');

/**
 * Issue #27: the stops of accessibility.e2e.ts in Amharic (axe at 390 px and 1280 px, nothing
 * scrolling sideways there nor at 200% zoom): a sender whose account language is
 * Amharic, a visitor who chose it, and the admin area (English, inside a page whose <html lang>
 * is "am": its content must declare lang="en"). A file of its own, so the tier's shards can run
 * it beside the English one.
 */
describe('accessibility (WCAG 2.2 AA, Amharic)', () => {
  let browser: Browser;
  let data: StopData;
  let cleanUp: () => Promise<void> = async () => {};

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ data, cleanUp } = await prepareStops(browser, 'am'));
  }, 180_000);
  afterAll(async () => {
    await cleanUp();
    await browser.close();
  });

  it(`finds no violation on a ${PHONE_WIDTH} px phone, and nothing scrolls sideways there`, async () => {
    expect(await checkEveryStop(browser, data, amharic, { width: PHONE_WIDTH }, { axe: true, overflow: true })).toEqual([]);
  }, 480_000);

  it(`finds no violation on a ${DESKTOP_WIDTH} px desktop, and nothing scrolls sideways there`, async () => {
    expect(await checkEveryStop(browser, data, amharic, { width: DESKTOP_WIDTH, height: 800 }, { axe: true, overflow: true })).toEqual([]);
  }, 480_000);

  // Amharic words run longer than English ones: the reflow check matters here too.
  it('scrolls nothing sideways on a desktop zoomed to 200%', async () => {
    expect(await checkEveryStop(browser, data, amharic, DESKTOP_AT_200_PERCENT, { axe: false, overflow: true })).toEqual([]);
  }, 480_000);
});
