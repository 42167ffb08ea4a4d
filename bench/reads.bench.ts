import { startBareServer } from './app-processes.js';
import type { BenchContext } from './bench-context.js';
import type { BenchRow } from './bench-table.js';
import { loadSideBySide, sideBySideRows } from './side-by-side.js';

const PATH = '/api/transactions?limit=20';

/**
 * A signed-in sender's history, `GET /api/transactions?limit=20`, at 1 and 50 connections
 * (each connection a sender of its own), beside bare/transactions-server.ts. At 50
 * connections the api must serve at least half the bare server's requests with a p99 at
 * most twice its.
 */
export async function measureReads({ db, api, senders }: BenchContext): Promise<BenchRow[]> {
  const bare = await startBareServer(db, 'transactions-server.ts');
  try {
    const call = { method: 'GET' as const, path: PATH, connectionHeaders: senders.map((sender) => ({ cookie: sender.cookie })) };
    const [fromApi, fromBare] = await Promise.all([api.url, bare.url].map(async (url) => (await fetch(`${url}${PATH}`, { headers: call.connectionHeaders[0] })).text()));
    if (fromApi !== fromBare) throw new Error(`the bare server does not answer what the api answers:\n${fromApi.slice(0, 300)}\n${fromBare.slice(0, 300)}`);
    return [
      ...sideBySideRows(`GET ${PATH}, 1 connection`, await loadSideBySide(api.url, bare.url, call, 1)),
      ...sideBySideRows(`GET ${PATH}, 50 connections`, await loadSideBySide(api.url, bare.url, call, 50), { share: 0.5, times: 2 }),
    ];
  } finally {
    await bare.process.stop();
  }
}
