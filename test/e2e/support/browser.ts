import { randomInt } from 'node:crypto';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** The machine's Chromium in a container, quiet: also what the bench's Lighthouse runs with. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const appUrl = (): string => required('E2E_APP_URL');
export const sandboxUrl = (): string => required('E2E_SANDBOX_URL');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e tier through jest.e2e.config.js`);
  return value;
}

/** Debian's Chromium, headless, driven by playwright-core (which never downloads a browser). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_FLAGS });
}

/**
 * A client address of its own for a browser profile, drawn from 198.18.0.0/15 (set aside for
 * testing): jest loads this module anew for every e2e file, so a counter would hand every
 * file the same addresses, and the files' registrations together would pass the api's
 * per-address limit (10 an hour) in one run.
 */
export function testClientAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** CSS pixels per device pixel: a 1280 px window zoomed to 200% is 640 CSS px at 2. */
  deviceScaleFactor?: number;
  /** Cookies of another profile (a sender already signed in there). */
  storageState?: BrowserContextOptions['storageState'];
  /**
   * The app's host name: 'localhost' opens it as http://localhost:<port> rather than at
   * 127.0.0.1, as passkeys need (a browser takes no IP address as their relying party).
   */
  host?: 'localhost';
  /** A visitor's language chosen before (the app keeps it in the browser's `language` cookie). */
  language?: string;
}

/**
 * A fresh browser profile on `path`. Each profile gets its own client address (the api
 * trusts X-Forwarded-For from loopback) so per-address rate limits don't couple tests.
 */
export async function openPage(browser: Browser, path = '/', options: PageOptions = {}): Promise<Page> {
  const baseURL = options.host ? appUrl().replace('127.0.0.1', options.host) : appUrl();
  const context = await browser.newContext({
    baseURL,
    // A phone-sized window when asked (issue #29: 390 px, and 320 px for the narrowest).
    ...(options.width ? { viewport: { width: options.width, height: options.height ?? 844 }, isMobile: false } : {}),
    ...(options.deviceScaleFactor ? { deviceScaleFactor: options.deviceScaleFactor } : {}),
    ...(options.storageState ? { storageState: options.storageState } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() },
  });
  if (options.language) await context.addCookies([{ name: 'language', value: options.language, url: baseURL }]);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
