/**
 * `npm run bench`: the admin dashboard's statistics and lists at scale, through the real
 * api (every module, the production HTTP pipeline), against a throwaway database seeded
 * with 100,000 users and 1,000,000 transfers. Each call's median and p95 latency are
 * printed in ms and as a ratio to a baseline measured in the same run (GET /api/health:
 * one round trip through the same stack), so runs on different machines compare.
 *
 * BENCH_USERS, BENCH_TRANSFERS and BENCH_RUNS change the size; BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names the PostgreSQL server. The database is dropped at the end.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadEnvironment } from '../src/config/load-environment.js';
import { ensureDatabaseExists, migrateToLatest } from '../src/database/prepare-database.js';
import { startApi } from '../test/support/api-app.js';
import { BrowserLikeClient } from '../test/support/browser-like-client.js';
import { deleteRedisKeys } from '../test/support/redis-keys.js';
import { dropDatabase, throwawayDatabaseName, withDatabaseName } from '../test/support/throwaway-database.js';
import { seedAdminData } from './seed-admin-data.js';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UP_RUNS = 5;
const TARGET_MS = 200;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Case {
  name: string;
  /** The path to GET; a function when it depends on an earlier answer (a cursor). */
  path: string | (() => string);
}

const log = (message: string) => console.log(`[bench] ${message}`);

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  log(`${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function main(): Promise<void> {
  const name = throwawayDatabaseName('remit_bench');
  const databaseUrl = withDatabaseName(SERVER_URL, name);
  const config = loadEnvironment({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `bench:${name}`,
  });
  log(`database ${name}: ${USERS.toLocaleString('en-US')} users, ${TRANSFERS.toLocaleString('en-US')} transfers, ${RUNS} runs per call`);
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    await ensureDatabaseExists(databaseUrl);
    await timed('migrated', () => migrateToLatest(databaseUrl));
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await timed('seeded', () => seedAdminData(db, { users: USERS, transfers: TRANSFERS }));
    } finally {
      await db.end();
    }

    api = await startApi(config);
    const client = new BrowserLikeClient(api.url, '198.18.1.1');
    const signIn = await client.post('/api/admin/session', { password: config.ADMIN_PASSWORD });
    if (signIn.status !== 200) throw new Error(`admin sign-in answered ${signIn.status}: ${await signIn.text()}`);

    const firstPage = async (path: string) => ((await (await client.get(path)).json()) as { nextCursor: string }).nextCursor;
    const usersCursor = await firstPage('/api/admin/users?limit=50');
    const transfersCursor = await firstPage('/api/admin/transactions?limit=50');
    const cases: Case[] = [
      { name: 'baseline: GET /api/health', path: '/api/health' },
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

    const samples = new Map<string, number[]>(cases.map((c) => [c.name, []]));
    for (let run = 0; run < WARM_UP_RUNS + RUNS; run++) {
      // Round-robin, so background noise spreads over every call alike.
      for (const c of cases) {
        const path = typeof c.path === 'string' ? c.path : c.path();
        const started = performance.now();
        const response = await client.get(path);
        await response.text();
        const elapsed = performance.now() - started;
        if (response.status !== 200) throw new Error(`${c.name}: GET ${path} answered ${response.status}`);
        if (run >= WARM_UP_RUNS) samples.get(c.name)!.push(elapsed);
      }
    }
    report(cases, samples);
  } finally {
    await api?.app.close();
    await dropDatabase(databaseUrl);
    await deleteRedisKeys(config.REDIS_URL, config.REDIS_PREFIX);
    log(`dropped ${name}`);
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function report(cases: Case[], samples: Map<string, number[]>): void {
  const stats = cases.map((c) => {
    const sorted = [...samples.get(c.name)!].sort((a, b) => a - b);
    return { name: c.name, median: percentile(sorted, 50), p95: percentile(sorted, 95) };
  });
  const [baseline] = stats;
  const width = Math.max(...stats.map((s) => s.name.length));
  const header = `${'call'.padEnd(width)}  median ms  p95 ms  median ×base  p95 ×base  p95 < ${TARGET_MS} ms`;
  console.log(`\n${header}\n${'-'.repeat(header.length)}`);
  for (const s of stats) {
    console.log(
      [
        s.name.padEnd(width),
        s.median.toFixed(1).padStart(9),
        s.p95.toFixed(1).padStart(6),
        (s.median / baseline.median).toFixed(1).padStart(12),
        (s.p95 / baseline.p95).toFixed(1).padStart(9),
        (s.p95 < TARGET_MS ? 'yes' : 'NO').padStart(13),
      ].join('  '),
    );
  }
  const slow = stats.filter((s) => s.p95 >= TARGET_MS);
  console.log(`\n${slow.length === 0 ? `every call's p95 is under ${TARGET_MS} ms` : `over ${TARGET_MS} ms at p95: ${slow.map((s) => s.name).join(', ')}`}`);
}

await main();
