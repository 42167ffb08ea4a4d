import type { Browser, ElementHandle, Page } from 'playwright-core';
import { contentSecurityPolicy } from '../../src/shared/http/content-security-policy.js';
import { appUrl, launchBrowser, sandboxUrl, testClientAddress } from './support/browser.js';

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
  async function pageWithScriptHeld(path: string, language?: string, viewport?: { width: number; height: number }) {
    const context = await browser.newContext({ baseURL: appUrl(), extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() }, ...(viewport ? { viewport } : {}) });
    if (language) await context.addCookies([{ name: 'language', value: language, url: appUrl() }]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => (message.type() === 'error' || message.text().includes('prerendered page')) && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(String(error)));
    const askedWhoIsSignedIn: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === '/api/auth/me' && askedWhoIsSignedIn.push(request.url()));
    const stylesheets: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname.endsWith('.css') && stylesheets.push(new URL(request.url()).pathname));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not 'domcontentloaded': that waits for the module script held here.
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForSelector('main h1');
    return { page, release, problems, askedWhoIsSignedIn, stylesheets };
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

  /** Where each element of the page is and how it looks (what a stylesheet's rules decide). */
  function layout(page: Page) {
    return page.evaluate(() =>
      [...document.body.querySelectorAll('*')].map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return [element.tagName, box.x, box.y, box.width, box.height, style.color, style.backgroundColor, style.fontSize, style.fontWeight, style.borderTopColor, style.display].join(' ');
      }),
    );
  }

  it.each([
    ['/', undefined, 390],
    ['/', undefined, 1280],
    ['/login', undefined, 390],
    ['/login', undefined, 1280],
    ['/register', undefined, 390],
    ['/register', 'am', 1280],
  ])('%s (%s, %i px) paints on the rules it uses, looks the same with the whole stylesheet, which the app loads', async (path, language, width) => {
    const { page, release, problems, stylesheets } = await pageWithScriptHeld(path, language, { width, height: 800 });
    const whole = await page.locator('style[data-whole-stylesheet]').getAttribute('data-whole-stylesheet');
    expect(whole).toMatch(/^\/assets\/index-[A-Za-z0-9_-]{8}\.css$/);
    const inline = await page.locator('style[data-whole-stylesheet]').evaluate((style) => style.textContent!.length);
    const wholeText = await (await page.request.get(whole!)).text();
    expect(inline).toBeLessThan(wholeText.length);
    // Nothing but the HTML before the app runs: no stylesheet asked for.
    expect(stylesheets).toEqual([]);
    const painted = await layout(page);

    // The whole stylesheet beside the page's rules changes nothing of what shows.
    await page.evaluate(
      (href) =>
        new Promise((resolve, reject) => {
          const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
          link.addEventListener('load', resolve);
          link.addEventListener('error', reject);
          document.head.append(link);
        }),
      whole,
    );
    expect(await layout(page)).toEqual(painted);

    // The app adds it itself (beside the one added above) before taking the page over.
    release();
    await hydrated(page, (await page.$('main h1'))!);
    expect(await page.evaluate((href) => [...document.querySelectorAll('link[rel="stylesheet"]')].filter((link) => link.getAttribute('href') === href).length, whole)).toBe(2);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(['/', '/login', '/register'])(
    '%s starts the app after its first paint, under the production Content-Security-Policy (which allows that one inline script)',
    async (path) => {
      const context = await browser.newContext({ baseURL: appUrl(), extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      page.on('pageerror', (error) => problems.push(String(error)));
      // The stack runs with NODE_ENV=test (no policy): the page gets the one production sends.
      const policy = Object.entries(
        contentSecurityPolicy({
          STRIPE_API_BASE_URL: sandboxUrl(),
          STRIPE_BROWSER_API_BASE_URL: undefined,
          STRIPE_JS_URL: `${sandboxUrl()}/stripe/js/v3`,
          TELLER_CONNECT_SCRIPT_URL: `${sandboxUrl()}/teller/connect/connect.js`,
        }),
      )
        .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
        .join('; ');
      await page.route(`${appUrl()}${path}`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
      });
      await page.goto(path);
      const h1 = (await page.waitForSelector('main h1'))!;
      await hydrated(page, h1);
      const { firstPaint, entryRequested } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        entryRequested: performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime,
      }));
      expect(firstPaint).toBeGreaterThan(0);
      expect(entryRequested).toBeGreaterThan(firstPaint!);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('keeps a language picked in the page before the app took it over, and starts in it', async () => {
    const { page, release, problems } = await pageWithScriptHeld('/');
    // The select opens and shows the pick before any script has run; the change itself does nothing yet.
    await page.getByRole('banner').getByRole('combobox').selectOption('am');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    release();
    await page.getByRole('heading', { level: 1, name: /ፈጣን እና ደህንነቱ የተጠበቀ የገንዘብ ዝውውር ወደ አፍሪካ/ }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('am');
    // Kept in the browser: the next page arrives prerendered in Amharic.
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('am');
    expect(problems).toEqual([]);
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
