import { mkdirSync, writeFileSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltApi } from './app-processes.js';
import type { BenchContext } from './bench-context.js';
import { CHROMIUM_FLAGS } from '../test/e2e/support/browser.js';
import type { BenchRow, Target } from './bench-table.js';

/** The machine's Chromium (Debian's); nothing here ever downloads a browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Where each page's whole Lighthouse report is written (`lighthouse-<page>.json`), to read what held a page back. */
const REPORTS_DIR = '.tmp/bench';

/** The budgets of issue #27: the public pages are where a new sender arrives on a phone. */
const PUBLIC_PAGES = [
  ['landing', '/'],
  ['login', '/login'],
  ['register', '/register'],
] as const;
const SIGNED_IN_PAGES = [
  ['dashboard', '/dashboard'],
  ['send', '/send'],
  ['transactions', '/transactions'],
] as const;
const PUBLIC_PERFORMANCE = 95;
const SIGNED_IN_PERFORMANCE = 90;
const LCP_SECONDS = 1.8;
const CLS = 0.02;

interface PageReport {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpSeconds: number;
  cls: number;
}

const atLeast = (value: number, least: number): Target => ({ text: `≥ ${least}`, met: value >= least });
const atMost = (value: number, most: number, unit = ''): Target => ({ text: `≤ ${most}${unit}`, met: value <= most });

/**
 * Lighthouse 12 with its mobile defaults (a mid-range phone on a slow 4G link, simulated)
 * against the production build (frontend/dist, which `npm run bench` builds) served by a
 * built api of its own (FRONTEND_DIST, on the benchmark's database), in the machine's
 * Chromium: the landing, login and register pages signed out (performance, LCP, CLS,
 * accessibility, best practices, SEO), then the dashboard, send and transactions pages as
 * one of the benchmark's signed-in senders (its cookies set in the browser; performance).
 * One Lighthouse run per page, one page at a time; the figures move with the machine's load.
 */
export async function measureLighthouse(context: BenchContext): Promise<BenchRow[]> {
  const api = await startBuiltApi(context.db, { FRONTEND_DIST: 'frontend/dist' });
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless', ...CHROMIUM_FLAGS], logLevel: 'silent' });
  try {
    const rows: BenchRow[] = [];
    for (const [name, path] of PUBLIC_PAGES) {
      const report = await audit(chrome, `${api.url}${path}`, name);
      rows.push(
        { name: `Lighthouse ${name} (${path}): performance`, unit: 'score', value: report.scores.performance, digits: 0, target: atLeast(report.scores.performance, PUBLIC_PERFORMANCE) },
        { name: `Lighthouse ${name} (${path}): largest contentful paint`, unit: 's', value: report.lcpSeconds, digits: 2, target: atMost(report.lcpSeconds, LCP_SECONDS, ' s') },
        { name: `Lighthouse ${name} (${path}): cumulative layout shift`, unit: '', value: report.cls, digits: 3, target: atMost(report.cls, CLS) },
        { name: `Lighthouse ${name} (${path}): accessibility`, unit: 'score', value: report.scores.accessibility, digits: 0, target: atLeast(report.scores.accessibility, 100) },
        { name: `Lighthouse ${name} (${path}): best practices`, unit: 'score', value: report.scores['best-practices'], digits: 0, target: atLeast(report.scores['best-practices'], 100) },
        { name: `Lighthouse ${name} (${path}): SEO`, unit: 'score', value: report.scores.seo, digits: 0, target: atLeast(report.scores.seo, 100) },
      );
    }
    const sender = context.senders[0];
    if (!sender) throw new Error('the Lighthouse part needs a signed-in bench sender');
    await setBrowserCookies(chrome, api.url, sender.cookie);
    for (const [name, path] of SIGNED_IN_PAGES) {
      const report = await audit(chrome, `${api.url}${path}`, name);
      rows.push(
        { name: `Lighthouse ${name} (${path}, signed in): performance`, unit: 'score', value: report.scores.performance, digits: 0, target: atLeast(report.scores.performance, SIGNED_IN_PERFORMANCE) },
        { name: `Lighthouse ${name} (${path}, signed in): largest contentful paint`, unit: 's', value: report.lcpSeconds, digits: 2 },
        { name: `Lighthouse ${name} (${path}, signed in): cumulative layout shift`, unit: '', value: report.cls, digits: 3 },
      );
    }
    return rows;
  } finally {
    chrome.kill();
    await api.process.stop();
  }
}

async function audit(chrome: LaunchedChrome, url: string, name: string): Promise<PageReport> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  mkdirSync(REPORTS_DIR, { recursive: true });
  writeFileSync(`${REPORTS_DIR}/lighthouse-${name}.json`, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A redirect (a signed-in page falling back to /login) would measure another page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as PageReport['scores'];
  return {
    scores,
    lcpSeconds: (lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

/**
 * Puts the sender's session and CSRF cookies in the browser's cookie jar over the DevTools
 * protocol (Lighthouse's Cookie extra header does not reach the app's own fetches), as if
 * the sender had signed in there; Lighthouse's storage reset leaves cookies alone.
 */
async function setBrowserCookies(chrome: LaunchedChrome, url: string, cookieHeader: string): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  try {
    const cookies = cookieHeader.split('; ').map((pair) => {
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url };
    });
    const answered = new Promise<{ error?: { message: string } }>((resolve) =>
      socket.addEventListener('message', (event) => resolve(JSON.parse(String(event.data))), { once: true }),
    );
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
    const answer = await answered;
    if (answer.error) throw new Error(`the browser refused the sender's cookies: ${answer.error.message}`);
  } finally {
    socket.close();
  }
}
