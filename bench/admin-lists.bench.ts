import { performance } from 'node:perf_hooks';
import { BrowserLikeClient } from '../test/support/browser-like-client.js';
import { seedOperator, signInOperator } from '../test/support/signed-in-operator.js';
import type { BenchContext } from './bench-context.js';
import type { BenchRow } from './bench-table.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UP_RUNS = 5;
const TARGET_MS = 200;

interface Case {
  name: string;
  /** The path to GET; a function when it depends on an earlier answer (a cursor). */
  path: string | (() => string);
}

/**
 * The admin dashboard's statistics and lists on the seeded history (BENCH_TRANSFERS,
 * 1,000,000 by default), each call's p95 over BENCH_RUNS calls, beside `GET /api/health`'s
 * (one round trip through the same stack), each held under 200 ms. The calls go round-robin,
 * so background noise spreads over them alike.
 */
export async function measureAdminLists({ api, db }: BenchContext): Promise<BenchRow[]> {
  const client = new BrowserLikeClient(api.url, '198.18.255.1');
  await signInOperator(client, await seedOperator(db.databaseUrl));

  const firstPage = async (path: string) => ((await (await client.get(path)).json()) as { nextCursor: string }).nextCursor;
  const usersCursor = await firstPage('/api/admin/users?limit=50');
  const transfersCursor = await firstPage('/api/admin/transactions?limit=50');
  const baseline: Case = { name: 'GET /api/health', path: '/api/health' };
  const cases: Case[] = [
    { name: 'stats', path: '/api/admin/stats' },
    { name: 'users: first page', path: '/api/admin/users?limit=50' },
    { name: 'users: next page (cursor)', path: () => `/api/admin/users?limit=50&before=${usersCursor}` },
    { name: 'users: suspended, oldest first', path: '/api/admin/users?limit=50&status=suspended&sort=oldest' },
    { name: 'users: search a name', path: '/api/admin/users?limit=50&search=mekonnen1' },
    { name: 'users: search an email', path: '/api/admin/users?limit=50&search=bench.user4242%40' },
    { name: 'users: search a phone', path: `/api/admin/users?limit=50&search=${encodeURIComponent('(202) 004-2424')}` },
    { name: 'transactions: first page', path: '/api/admin/transactions?limit=50' },
    { name: 'transactions: next page (cursor)', path: () => `/api/admin/transactions?limit=50&before=${transfersCursor}` },
    { name: 'transactions: failed, to Eritrea', path: '/api/admin/transactions?limit=50&status=failed&country=eritrea' },
    { name: 'transactions: search a sender email', path: '/api/admin/transactions?limit=50&search=bench.user4242%40' },
    { name: 'transactions: search a common name', path: '/api/admin/transactions?limit=50&search=amina' },
  ];

  const samples = new Map<Case, number[]>([baseline, ...cases].map((c) => [c, []]));
  for (let run = 0; run < WARM_UP_RUNS + RUNS; run++) {
    for (const c of [baseline, ...cases]) {
      const path = typeof c.path === 'string' ? c.path : c.path();
      const started = performance.now();
      const response = await client.get(path);
      await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`admin ${c.name}: GET ${path} answered ${response.status}`);
      if (run >= WARM_UP_RUNS) samples.get(c)!.push(elapsed);
    }
  }
  const p95 = (c: Case) => {
    const sorted = [...samples.get(c)!].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
  };
  return cases.map((c) => ({
    name: `admin ${c.name}: p95 latency (baseline: GET /api/health)`,
    unit: 'ms',
    value: p95(c),
    baseline: p95(baseline),
    target: { text: `< ${TARGET_MS} ms`, met: p95(c) < TARGET_MS },
  }));
}
