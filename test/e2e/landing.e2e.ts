import type { Browser } from 'playwright-core';
import { appUrl, launchBrowser, openPage } from './support/browser.js';

describe('a visitor on the landing page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('sees the offer, the four countries and two ways to start', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Africa/i);

    const cta = page.getByRole('link', { name: 'Send Money Now' });
    expect(await cta.count()).toBe(2);
    for (const href of await cta.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toBe('/login');
    }

    const countries = page.locator('#countries');
    for (const text of ['Kenya', 'KES', 'Uganda', 'UGX', 'Ethiopia', 'ETB', 'Eritrea', 'ERN']) {
      expect(await countries.textContent()).toContain(text);
    }
    expect(await page.locator('#how-it-works').count()).toBe(1);
    await page.context().close();
  });

  it('follows the header anchors to their sections', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Countries' }).click();
    await page.waitForFunction(() => window.location.hash === '#countries');
    await page.waitForFunction(() => {
      const box = document.getElementById('countries')?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight && box.bottom > 0 && window.scrollY > 0;
    });

    await page.getByRole('banner').getByRole('link', { name: 'How It Works' }).click();
    await page.waitForFunction(() => window.location.hash === '#how-it-works');
    await page.context().close();
  });

  it('goes to sign-in from "Send Money Now" and from the header', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('link', { name: 'Send Money Now' }).first().click();
    await page.waitForURL(`${appUrl()}/login`);

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(`${appUrl()}/login`);
    await page.context().close();
  });

  it('sees the not-found page at an unknown address, even when opened directly', async () => {
    const page = await openPage(browser, '/no/such/page');
    await page.getByText('404 Page Not Found').waitFor();
    await page.context().close();
  });
});
