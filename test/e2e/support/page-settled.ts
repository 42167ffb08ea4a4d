import type { Page, Request } from 'playwright-core';

/** The requests under way on each page, and when that last changed. */
const underWay = new WeakMap<Page, { requests: Set<Request>; lastChange: number }>();

/** Starts counting the page's requests, for `settled`. */
export function countRequests(page: Page): void {
  const state = { requests: new Set<Request>(), lastChange: Date.now() };
  underWay.set(page, state);
  page.on('request', (request) => {
    state.requests.add(request);
    state.lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (state.requests.delete(request)) state.lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Waits (5 s at most: a page may poll) until the page has had no request under way for a moment: its data has arrived. */
export async function settled(page: Page): Promise<void> {
  const state = underWay.get(page);
  if (!state) throw new Error('settled: call countRequests on the page first');
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline && (state.requests.size > 0 || Date.now() - state.lastChange < 300)) await page.waitForTimeout(100);
}
