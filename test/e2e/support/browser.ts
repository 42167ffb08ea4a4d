import { chromium, type Browser, type Page } from 'playwright-core';

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

let contexts = 0;

/**
 * A fresh browser profile on `path`. Each profile gets its own client address (the api
 * trusts X-Forwarded-For from loopback) so per-address rate limits don't couple tests.
 */
export async function openPage(browser: Browser, path = '/', options: { width?: number } = {}): Promise<Page> {
  contexts += 1;
  const context = await browser.newContext({
    baseURL: appUrl(),
    // A phone-sized window when asked (issue #29: 390 px, and 320 px for the narrowest).
    ...(options.width ? { viewport: { width: options.width, height: 844 }, isMobile: false } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.${process.pid % 250}.${contexts % 250}` },
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
