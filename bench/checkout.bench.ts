import { BrowserLikeClient } from '../test/support/browser-like-client.js';
import { quotedTransferRequest } from '../test/support/transfer-fixtures.js';
import { startBareServer } from './app-processes.js';
import type { BenchContext } from './bench-context.js';
import type { BenchRow } from './bench-table.js';
import { raiseSendingLimits } from './sending-limits.js';
import { loadSideBySide, sideBySideRows } from './side-by-side.js';

const PATH = '/api/create-card-session';
const CONNECTIONS = 20;

/**
 * Checkout creation, `POST /api/create-card-session` at 20 connections (each a sender of its
 * own, so no two wait on one address book row), beside bare/checkout-server.ts. Each request
 * carries what the send screen sends: the session and CSRF cookies, the CSRF header and a new
 * Idempotency-Key. Creating checkouts has no rate limit (the limits count sign-in attempts
 * and declined payments); the sending limits are raised as an operator would (each sender
 * creates thousands of checkouts here), and both sides still check them on every request. The api must serve at least 0.4 of
 * the bare server's requests with a p99 at most twice its.
 */
export async function measureCheckout({ db, sql, api, senders }: BenchContext): Promise<BenchRow[]> {
  const body = JSON.stringify(await quotedTransferRequest(new BrowserLikeClient(api.url), { recipientPhone: '+254712345678' }));
  const call = {
    method: 'POST' as const,
    path: PATH,
    body,
    headers: { 'content-type': 'application/json', 'idempotency-key': 'bench-[<id>]' },
    uniquePerRequest: true,
    connectionHeaders: senders.slice(0, CONNECTIONS).map((sender) => ({ cookie: sender.cookie, 'x-csrf-token': sender.csrfToken })),
  };
  await raiseSendingLimits(sql);
  const bare = await startBareServer(db, 'checkout-server.ts');
  try {
    for (const [side, url] of [['api', api.url], ['bare', bare.url]]) {
      const headers = { ...call.headers, ...call.connectionHeaders[0], 'idempotency-key': `bench-check-${side}` };
      const response = await fetch(`${url}${PATH}`, { method: 'POST', headers, body });
      const answer = (await response.json()) as { url?: string; sessionId?: string };
      if (response.status !== 201 || !answer.url || !answer.sessionId) throw new Error(`${side} answered ${response.status}: ${JSON.stringify(answer)}`);
    }
    return sideBySideRows(`POST ${PATH}, ${CONNECTIONS} connections`, await loadSideBySide(api.url, bare.url, call, CONNECTIONS), { share: 0.4, times: 2 });
  } finally {
    await bare.process.stop();
  }
}
