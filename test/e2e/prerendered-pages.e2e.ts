import type { Browser, ElementHandle, Page } from 'playwright-core';
import { appUrl, launchBrowser, testClientAddress } from './support/browser.js';

/**
 * Issue #27 item 1: the public pages render their content without waiting for the app's data
 * calls or even its script. The api serves them prerendered in the visitor's language; the app
 * then hydrates them in place (the same elements, no second render, no request to ask who is
 * signed in, nothing in the console).
 */
describe('the public pages arrive prerendered', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  /** A visitor's page whose entry script is held back until `release` is called. */
  async function pageWithScriptHeld(path: string, language?: string) {
    const context = await browser.newContext({ baseURL: appUrl(), extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() } });
    if (language) await context.addCookies([{ name: 'language', value: language, url: appUrl() }]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => (message.type() === 'error' || message.text().includes('prerendered page')) && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(String(error)));
    const askedWhoIsSignedIn: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === '/api/auth/me' && askedWhoIsSignedIn.push(request.url()));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not 'domcontentloaded': that waits for the module script held here.
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForSelector('main h1');
    return { page, release, problems, askedWhoIsSignedIn };
  }

  /** Waits until React has taken `element` over (hydration gives each element its fiber). */
  async function hydrated(page: Page, element: ElementHandle) {
    await page.waitForFunction((node) => Object.keys(node as object).some((key) => key.startsWith('__reactFiber')), element);
  }

  it.each([
    ['/', 'Fast, secure money transfers to'],
    ['/login', 'Sign in'],
    ['/register', 'Create your account'],
  ])('shows %s before the script runs, and the app takes the same page over', async (path, heading) => {
    const { page, release, problems, askedWhoIsSignedIn } = await pageWithScriptHeld(path);
    const h1 = (await page.$('main h1'))!;
    expect(await h1.textContent()).toContain(heading);
    expect(await h1.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(false);

    release();
    await hydrated(page, h1);
    expect(await h1.evaluate((node) => node.isConnected)).toBe(true);
    // A link rendered by the server now works as the app's: it moves without loading a page.
    if (path === '/login') {
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.waitForURL(`${appUrl()}/register`);
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    }
    expect(problems).toEqual([]);
    expect(askedWhoIsSignedIn).toEqual([]);
    await page.context().close();
  });

  it('in the language the visitor chose', async () => {
    const { page, release, problems } = await pageWithScriptHeld('/login', 'am');
    expect(await page.locator('html').getAttribute('lang')).toBe('am');
    const h1 = (await page.$('main h1'))!;
    expect(await h1.textContent()).not.toBe('Sign in');
    release();
    await hydrated(page, h1);
    expect(await h1.evaluate((node) => node.isConnected)).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('am');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
