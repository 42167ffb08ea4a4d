import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { DATABASE_POOL_SIZE } from '../src/database/orm-options.js';
import type { BenchContext } from './bench-context.js';
import { BENCH_LOG_DIR, startProcess, TS_NODE } from './bench-process.js';
import type { BenchRow } from './bench-table.js';
import type { WriterResult, WriterResults } from './ledger-writer-loop.js';

/** Writers at once for the main figure, and the single writer it is compared with. */
const WRITERS = 4;
/** How often the database is asked whether a writer waits on another's row lock. */
const SAMPLE_EVERY_MS = 20;
/** Transfers per transaction: a settlement batch's 100 (each books two postings). */
const BATCH = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The baseline's copy of `ledger_transfers`. */
const BARE_TABLE = 'bare_ledger_transfers';

type Side = 'api' | 'bare';

interface SideRound {
  measured: WriterResult[];
  /** Samples taken while the side's process ran, and those in which a writer waited on another's row lock. */
  samples: number;
  rowLockWaits: number;
}

/**
 * Ledger posting throughput: ledger transfers committed per second through the product's own
 * ledger (ledger-posting-writers.ts: `LedgerPostings` over `PostgresLedger` on a MikroORM
 * EntityManager transaction, as `TransferStore.saveAll` calls them), BATCH transfers paid
 * and completed per transaction (200 postings, all to stripe_clearing, customer_funds and
 * fee_revenue), WRITERS transactions at once on one pool as large as the api's; beside
 * bare/ledger-insert-writers.ts writing the same rows with one `pg` multi-row INSERT per
 * transaction into a copy of `ledger_transfers` (same columns, constraints and indexes), at
 * the same batch size, writers and pool. Then the same at one writer. Each side runs in a
 * process of its own, alternately (api, bare, api, bare...), BENCH_ROUNDS rounds of
 * BENCH_SECONDS per writer count; each figure is the median of its rounds. Every posting a
 * side reports is counted in its table afterwards.
 *
 * Hot accounts must not serialize the postings (Formance's and Blnk's trap: a balance row per
 * account, updated by every posting, makes each transaction wait for the one before it). Two
 * rows show it: how each side's throughput scales from 1 to WRITERS writers (on two cores the
 * product's scaling is bounded by its own process's CPU as much as by the database, so it is
 * shown, not held to a target), and, the direct evidence, how often a writer was found waiting
 * on another transaction's row lock (`pg_stat_activity`: wait event `transactionid` or
 * `tuple`), sampled every SAMPLE_EVERY_MS while each side ran. The target: in no sample.
 * Serialized postings are caught (the bare writers with one balance row updated at the end of
 * each transaction, tried by hand, were caught waiting in 21% of the samples).
 */
export async function measureLedgerPostings({ db, sql }: BenchContext): Promise<BenchRow[]> {
  await createBareTable(sql);
  const rounds: Record<Side, SideRound[]> = { api: [], bare: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const side of ['api', 'bare'] as const) rounds[side].push(await runSide(sql, db.databaseUrl, side, round));
  }
  const rate = (side: Side, writers: number) =>
    median(rounds[side].map(({ measured }) => measured.find((result) => result.writers === writers)!).map((result) => result.postings / result.seconds));
  const waiting = (side: Side) => {
    const samples = rounds[side].reduce((sum, round) => sum + round.samples, 0);
    return { samples, share: (100 * rounds[side].reduce((sum, round) => sum + round.rowLockWaits, 0)) / Math.max(samples, 1) };
  };
  const [apiWaits, bareWaits] = [waiting('api'), waiting('bare')];
  const [api, bare] = [rate('api', WRITERS), rate('bare', WRITERS)];
  const [apiAlone, bareAlone] = [rate('api', 1), rate('bare', 1)];
  const what = `${BATCH} transfers paid and completed (${BATCH * 2} postings) per transaction`;
  return [
    { name: `ledger posting throughput, ${WRITERS} writers on the same hot accounts, ${what}`, unit: 'postings/s', value: api, baseline: bare },
    { name: `ledger posting throughput, 1 writer, ${what}`, unit: 'postings/s', value: apiAlone, baseline: bareAlone },
    {
      name: `ledger posting: ${WRITERS} writers / 1 writer on the same hot accounts (scaling; baseline: the bare inserts' own)`,
      unit: '×',
      value: api / apiAlone,
      baseline: bare / bareAlone,
    },
    {
      name: `ledger posting: a writer waiting on another's row lock (${apiWaits.samples.toLocaleString('en-US')} samples, every ${SAMPLE_EVERY_MS} ms)`,
      unit: '% of samples',
      value: apiWaits.share,
      baseline: bareWaits.share,
      target: { text: 'none', met: apiWaits.share === 0 },
    },
  ];
}

/**
 * The baseline's table: `ledger_transfers`' columns, defaults, identity, checks and indexes
 * (`like ... including all`) and its one foreign key (a resolution names its pending
 * transfer), which `like` does not copy. Checked to have as many indexes and constraints.
 */
async function createBareTable(sql: pg.Client): Promise<void> {
  await sql.query(`drop table if exists ${BARE_TABLE}`);
  await sql.query(`create table ${BARE_TABLE} (like ledger_transfers including all)`);
  await sql.query(`alter table ${BARE_TABLE} add foreign key (pending_id) references ${BARE_TABLE} (id)`);
  const { rows } = await sql.query<{ table: string; indexes: number; constraints: number }>(
    `select c.relname as table,
            (select count(*)::int from pg_index i where i.indrelid = c.oid) as indexes,
            (select count(*)::int from pg_constraint k where k.conrelid = c.oid) as constraints
       from pg_class c where c.relname in ('ledger_transfers', $1)`,
    [BARE_TABLE],
  );
  const [a, b] = rows;
  if (rows.length !== 2 || a.indexes !== b.indexes || a.constraints !== b.constraints) {
    throw new Error(`${BARE_TABLE} is not shaped as ledger_transfers: ${JSON.stringify(rows)}`);
  }
}

/**
 * One round of one side, in a process of its own: the writer counts measured, once its
 * postings are found in its table, and the row lock waits sampled while it ran.
 */
async function runSide(sql: pg.Client, databaseUrl: string, side: Side, round: number): Promise<SideRound> {
  const table = side === 'api' ? 'ledger_transfers' : BARE_TABLE;
  const name = side === 'api' ? `ledger-postings-${round}` : `bare-ledger-inserts-${round}`;
  const script = side === 'api' ? 'bench/ledger-posting-writers.ts' : 'bench/bare/ledger-insert-writers.ts';
  const resultFile = join(BENCH_LOG_DIR, `${name}.json`);
  rmSync(resultFile, { force: true });
  const before = await countRows(sql, table);
  const writer = startProcess(name, [...TS_NODE, script], {
    DATABASE_URL: databaseUrl,
    BARE_POOL_MAX: String(DATABASE_POOL_SIZE),
    LEDGER_TABLE: BARE_TABLE,
    LEDGER_WRITERS: `${WRITERS},1`,
    LEDGER_BATCH: String(BATCH),
    LEDGER_SECONDS: String(SECONDS),
    LEDGER_RESULT: resultFile,
  });
  const exited = new Promise<number | null>((resolve) => writer.child.once('exit', resolve));
  const [code, { samples, rowLockWaits }] = await Promise.all([exited, sampleRowLockWaits(sql, exited)]);
  if (code !== 0) throw new Error(`${script} exited with ${code}; see ${BENCH_LOG_DIR}/${name}.log`);
  const results = JSON.parse(readFileSync(resultFile, 'utf8')) as WriterResults;
  const reported = [results.warmUp, ...results.measured].reduce((sum, result) => sum + result.postings, 0);
  const written = (await countRows(sql, table)) - before;
  if (written !== reported) throw new Error(`${script} reported ${reported} postings but ${table} has ${written} more rows`);
  return { measured: results.measured, samples, rowLockWaits };
}

/**
 * Until `done` settles, every SAMPLE_EVERY_MS: whether any other session of the benchmark's
 * database waits on a row lock (another transaction's id, or a tuple), as a posting would
 * behind another posting to the same account row.
 */
async function sampleRowLockWaits(sql: pg.Client, done: Promise<unknown>): Promise<{ samples: number; rowLockWaits: number }> {
  let running = true;
  void done.finally(() => {
    running = false;
  });
  let samples = 0;
  let rowLockWaits = 0;
  while (running) {
    const { rows } = await sql.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and wait_event_type = 'Lock' and wait_event in ('transactionid', 'tuple')`,
    );
    samples += 1;
    if (rows[0].waiting > 0) rowLockWaits += 1;
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
  }
  return { samples, rowLockWaits };
}

async function countRows(sql: pg.Client, table: string): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0].n;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
