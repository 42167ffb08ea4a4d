import { cpus } from 'node:os';
import type pg from 'pg';
import { BrowserLikeClient } from '../test/support/browser-like-client.js';
import { quotedTransferRequest } from '../test/support/transfer-fixtures.js';
import type { BenchContext } from './bench-context.js';
import { waitUntilAnswering } from './bench-process.js';
import { sampleGauges } from './gauge-sampler.js';
import type { BenchRow } from './bench-table.js';
import { payCardTransfers, type CheckoutRequest } from './card-transfer-journeys.js';
import { measurePgbench } from './pgbench-reference.js';
import { backendCpuSeconds, backendCpuUsed, cpuSecondsOf, machineBusySeconds, redisCpuSeconds } from './process-cpu.js';
import { addedSince, scrapeMetrics } from './run-metrics.js';
import { raiseSendingLimits } from './sending-limits.js';
import { stageFigures, statusesOf, TRANSFER_STAGES, type StageFigures } from './transfer-stages.js';
import { timeBreakdown, type RunUsage } from './time-breakdown.js';
import { startWholeSystem, type WholeSystem } from './whole-system.js';

/** Card transfers sent per run (BENCH_CAPACITY_TRANSFERS), and senders paying at once (BENCH_CAPACITY_AT_ONCE). */
const TRANSFERS = Number(process.env.BENCH_CAPACITY_TRANSFERS ?? 300);
const AT_ONCE = Number(process.env.BENCH_CAPACITY_AT_ONCE ?? 20);
/** Worker processes of each run. */
const WORKER_COUNTS = [1, 2];
/** How often the first worker's /metrics is scraped during a run, for its queue and outbox gauges. */
const SCRAPE_EVERY_MS = 2000;
/** How long the backends are left idle before their commit counts are read. */
const STATISTICS_SETTLE_MS = 11_000;
/**
 * $10 a transfer: the opening float the books hold at Daraja (10,000,000 KES) pays about 7,700 of
 * them, so BENCH_CAPACITY_TRANSFERS up to about 3,800 (two runs); past it, payouts would wait for float.
 */
const AMOUNT = 10;

interface CapacityRun {
  workers: number;
  figures: StageFigures;
  usage: RunUsage;
  /** Transactions committed in the benchmark's database during the run (workers' start and stop included), per transfer. */
  commitsPerTransfer: number;
}

/**
 * End-to-end capacity: TRANSFERS card transfers paid by AT_ONCE senders at a time through the
 * whole system (the built api, the provider sandbox answering at once, and one, then two,
 * built workers), each followed until it is completed (its payout delivered); transfers per
 * second through each stage (created, paid, settled, paid out, completed) from the events the
 * product records, beside the machine's own PostgreSQL commit rate (pgbench, same server).
 * Where the time went is read from the processes' own /metrics and their CPU time
 * (time-breakdown.ts), printed below the table. Figures are shown, not held to targets: they
 * are this machine's (the load generator shares its cores with everything it measures).
 */
export async function measureCapacity(context: BenchContext): Promise<BenchRow[]> {
  const { db, sql, senders } = context;
  const reference = await measurePgbench(db.databaseUrl);
  await raiseSendingLimits(sql);
  const system = await startWholeSystem(db);
  const runs: CapacityRun[] = [];
  try {
    const request = await quotedTransferRequest(new BrowserLikeClient(system.api.url), { amount: AMOUNT, recipientPhone: '+254712345678' });
    for (const workers of WORKER_COUNTS) {
      const commitsBefore = await commitsIn(sql, db.name);
      const run = await runWithWorkers(system, sql, db.name, senders, request, workers);
      runs.push({ ...run, commitsPerTransfer: ((await commitsIn(sql, db.name)) - commitsBefore) / TRANSFERS });
    }
  } finally {
    await system.stop();
  }
  context.sections.push(timeBreakdown(runs.map(({ workers, usage }) => ({ label: `${workers} worker${workers > 1 ? 's' : ''}`, usage }))));
  return capacityRows(runs, reference.commitsPerSecond, reference.description);
}

async function runWithWorkers(
  system: WholeSystem,
  sql: pg.Client,
  database: string,
  senders: BenchContext['senders'],
  request: CheckoutRequest,
  count: number,
): Promise<Omit<CapacityRun, 'commitsPerTransfer'>> {
  const workers = await system.startWorkers(count);
  const redisUrl = system.redisUrl;
  try {
    await Promise.all(workers.map((worker) => waitUntilAnswering(worker.process, worker.metricsUrl)));
    const pids = { api: system.api.process.child.pid, sandbox: system.sandbox.process.child.pid, workers: workers.map((w) => w.process.child.pid) };
    const before = {
      api: await scrapeMetrics(`${system.api.url}/metrics`),
      cpu: { api: cpuSecondsOf(pids.api), sandbox: cpuSecondsOf(pids.sandbox), workers: pids.workers.map(cpuSecondsOf), load: process.cpuUsage() },
      backends: await backendCpuSeconds(sql, database),
      redis: await redisCpuSeconds(redisUrl),
      machine: machineBusySeconds(),
    };
    const started = performance.now();
    const sampler = sampleGauges(workers[0].metricsUrl, SCRAPE_EVERY_MS);
    let sessionIds: string[];
    let finished: number;
    try {
      sessionIds = await payCardTransfers({
        apiUrl: system.api.url,
        sandboxUrl: system.sandbox.url,
        senders,
        request,
        transfers: TRANSFERS,
        atOnce: AT_ONCE,
        tag: `${count}w-${Date.now().toString(36)}`,
      });
      await waitUntilCompleted(sql, sessionIds, () => workers.some((worker) => worker.process.child.exitCode !== null));
      finished = performance.now();
    } finally {
      await sampler.stop();
    }
    const seconds = (finished - started) / 1000;
    const scrapes = await sampler.stop();
    const load = process.cpuUsage(before.cpu.load);
    const usage: RunUsage = {
      seconds,
      workers: count,
      transfers: TRANSFERS,
      api: addedSince(before.api, await scrapeMetrics(`${system.api.url}/metrics`)),
      worker: (await Promise.all(workers.map((worker) => scrapeMetrics(worker.metricsUrl)))).flat(),
      scrapes,
      cpuSeconds: {
        api: cpuSecondsOf(pids.api) - before.cpu.api,
        workers: pids.workers.reduce<number>((sum, pid, n) => sum + cpuSecondsOf(pid) - before.cpu.workers[n], 0),
        sandbox: cpuSecondsOf(pids.sandbox) - before.cpu.sandbox,
        postgres: backendCpuUsed(before.backends, await backendCpuSeconds(sql, database)),
        redis: (await redisCpuSeconds(redisUrl)) - before.redis,
        load: (load.user + load.system) / 1e6,
        machine: machineBusySeconds() - before.machine,
      },
      cores: cpus().length,
    };
    return { workers: count, figures: await stageFigures(sql, sessionIds), usage };
  } finally {
    await Promise.all(workers.map((worker) => worker.process.stop()));
  }
}

/**
 * Transactions committed in `database` so far, as PostgreSQL counts them. A backend reports its
 * counts at most once a second, and an idle one within 10 s (PostgreSQL 15's
 * PGSTAT_IDLE_INTERVAL): the count is read once the run's backends have been idle that long.
 */
async function commitsIn(sql: pg.Client, database: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, STATISTICS_SETTLE_MS));
  await sql.query('select pg_stat_clear_snapshot()');
  const { rows } = await sql.query<{ commits: string }>('select xact_commit as commits from pg_stat_database where datname = $1', [database]);
  return Number(rows[0].commits);
}

/** Polls until every transfer is completed; fails when a worker died, a transfer ended otherwise, or after a generous bound. */
async function waitUntilCompleted(sql: pg.Client, sessionIds: string[], died: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000 + sessionIds.length * 200;
  for (;;) {
    const statuses = await statusesOf(sql, sessionIds);
    if ((statuses.completed ?? 0) === sessionIds.length) return;
    const ended = Object.entries(statuses).filter(([status]) => ['failed', 'cancelled', 'refunded'].includes(status));
    if (ended.length > 0 || died() || Date.now() > deadline) {
      throw new Error(`${died() ? 'a worker exited' : ended.length > 0 ? 'transfers ended otherwise' : 'not completed in time'}: ${JSON.stringify(statuses)}; see .tmp/bench/`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function capacityRows(runs: CapacityRun[], commitsPerSecond: number, reference: string): BenchRow[] {
  const rows: BenchRow[] = runs.flatMap(({ workers, figures, commitsPerTransfer }) => {
    const what = `whole system, ${workers} worker${workers > 1 ? 's' : ''}, ${TRANSFERS} card transfers, ${AT_ONCE} senders at once`;
    return [
      ...TRANSFER_STAGES.map(({ stage }) => ({
        name: `${what}: ${stage} (baseline: PostgreSQL commits/s)`,
        unit: 'transfers/s',
        value: figures.perSecond[stage],
        baseline: commitsPerSecond,
      })),
      { name: `${what}: completed, first created to last completed`, unit: 'transfers/s', value: figures.completedOverall, baseline: commitsPerSecond },
      { name: `${what}: PostgreSQL transactions committed per transfer`, unit: 'commits', value: commitsPerTransfer },
      {
        name: `${what}: PostgreSQL's ceiling for this work (pgbench's commits/s ÷ commits per transfer)`,
        unit: 'transfers/s',
        value: commitsPerSecond / commitsPerTransfer,
      },
      { name: `${what}: median created → completed`, unit: 'ms', value: figures.medianMs.createdToCompleted },
      { name: `${what}: median created → settled`, unit: 'ms', value: figures.medianMs.createdToSettled },
      { name: `${what}: median settled → paid out`, unit: 'ms', value: figures.medianMs.settledToPaidOut },
      { name: `${what}: median paid out → completed`, unit: 'ms', value: figures.medianMs.paidOutToCompleted },
    ];
  });
  const [one, two] = runs;
  if (one && two) {
    rows.push({ name: 'whole system: completed/s with 2 workers / with 1 worker', unit: '×', value: two.figures.perSecond.completed / one.figures.perSecond.completed, digits: 2 });
  }
  rows.push({ name: `physical reference: ${reference}`, unit: 'commits/s', value: commitsPerSecond });
  return rows;
}
