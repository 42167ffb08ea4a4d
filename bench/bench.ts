/**
 * `npm run bench` (scripts/bench.mjs builds the api and the frontend, then runs this): the
 * hot paths of the built api, each beside a bare baseline measured in the same run, printed
 * as one table with the machine it ran on. Exits non-zero only when it could not measure (a
 * process failed, a load got errors); a missed target is a "NO" in the table.
 *
 * A throwaway database (dropped at the end) is seeded with BENCH_USERS users and
 * BENCH_TRANSFERS transfers (100,000 and 1,000,000 by default; smaller for a quick run),
 * plus 50 signed-in senders with 40 transfers each. The api runs built (dist/src/main.js) in
 * a process of its own with LOG_LEVEL=warn; every load stays on the loopback and is bounded
 * in time (BENCH_SECONDS per round, BENCH_ROUNDS rounds). BENCH_ONLY=reads,checkout,
 * settlement,ledger,admin,bundle,lighthouse,capacity runs only the parts named (lighthouse: issue
 * #27's page budgets, bench/lighthouse.bench.ts; capacity: issue #28's end-to-end throughput of
 * the whole system beside pgbench, bench/capacity.bench.ts); BENCH_CPU_PROFILE=1 writes each
 * process's CPU profile to .tmp/bench/profiles/ (what found the costs of issue #16).
 */
import pg from 'pg';
import { measureAdminLists } from './admin-lists.bench.js';
import { startBuiltApi } from './app-processes.js';
import type { BenchContext } from './bench-context.js';
import { createBenchDatabase } from './bench-database.js';
import { signedInSenders } from './bench-senders.js';
import { formatTable, type BenchRow } from './bench-table.js';
import { measureBundleSizes } from './bundle-sizes.bench.js';
import { measureCapacity } from './capacity.bench.js';
import { measureCheckout } from './checkout.bench.js';
import { measureLedgerPostings } from './ledger.bench.js';
import { measureLighthouse } from './lighthouse.bench.js';
import { describeMachine } from './machine.js';
import { measureReads } from './reads.bench.js';
import { seedAdminData } from './seed-admin-data.js';
import { measureSettlement } from './settlement.bench.js';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 1_000_000);
const ONLY = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const SENDERS = 50;
const TRANSFERS_PER_SENDER = 40;

const log = (message: string) => console.log(`[bench] ${message}`);

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  log(`${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function main(): Promise<void> {
  const db = await timed('created and migrated the database', createBenchDatabase);
  const sql = new pg.Client({ connectionString: db.databaseUrl });
  let context: BenchContext | undefined;
  try {
    await sql.connect();
    const machine = await describeMachine(db.databaseUrl, db.redisUrl);
    log(`${db.name}: ${USERS.toLocaleString('en-US')} users, ${TRANSFERS.toLocaleString('en-US')} transfers`);
    await timed('seeded', () => seedAdminData(sql, { users: USERS, transfers: TRANSFERS }));
    const api = await timed('started the built api', () => startBuiltApi(db));
    context = { db, sql, api, senders: [], sections: [] };
    context.senders = await timed(`signed in ${SENDERS} senders`, () => signedInSenders(sql, api.url, SENDERS, TRANSFERS_PER_SENDER));
    const rows: BenchRow[] = [];
    for (const [part, measure] of [
      ['reads', measureReads],
      ['checkout', measureCheckout],
      ['settlement', measureSettlement],
      ['ledger', measureLedgerPostings],
      ['admin', measureAdminLists],
      ['bundle', async () => measureBundleSizes()],
      ['lighthouse', measureLighthouse],
      ['capacity', measureCapacity],
    ] as const) {
      if (!ONLY || ONLY.includes(part)) rows.push(...(await timed(`measured ${part}`, () => measure(context!))));
    }
    console.log(`\n${formatTable(machine, rows)}`);
    for (const section of context.sections) console.log(`\n${section}`);
  } finally {
    await context?.api.process.stop();
    await sql.end();
    await db.remove();
    log(`dropped ${db.name}`);
  }
}

await main();
