// `npm run test:faults` (scripts/test-faults.mjs builds, then runs this): the product under
// faults. Two apis, two workers and the sandbox from the built code, a Redis server and a
// PostgreSQL server of its own; hundreds of transfers through the HTTP API while workers are
// killed mid-job, Redis, PostgreSQL and an api restart, every webhook and callback arrives three
// times, late and out of order, and some of the workers' requests to Stripe and the partners
// lose their answer (held past the client's timeout, or the connection reset); then the
// invariants, printed as a table. Exits 1 when one fails; FAULT_SEED replays a run's choices.
import { randomInt } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { seededRandom } from '../../sandbox/src/faults/delivery-chaos.js';
import { FaultInjector, type ScheduledFault } from './fault-schedule.js';
import { FaultStack, type FaultStackTimings } from './fault-stack.js';
import { checkInvariants, evidenceOf, formatChecks, offendingTransfers, readMoneyRecords, readProviderRecords, readTransfers } from './invariants.js';
import { networkFaultCheck } from './network-fault-check.js';
import { correctionCheck, ledgerCheck, plantUnseenCharge, reconciliationCheck, type PlantedCharge } from './books-and-reconciliation.js';
import { OperatorDesk } from './operator-desk.js';
import { signInAsOperator } from './signed-in-operator.js';
import { PatientBrowser, runSender, type JourneyContext, type JourneyResult } from './sender-journeys.js';
import { MOMO_GRACE_MS, SCENARIOS, planSenders, type PlannedTransfer, type ScenarioName } from './transfer-plan.js';

const env = process.env;
const seed = env['FAULT_SEED'] ? Number(env['FAULT_SEED']) : randomInt(1, 2 ** 31);
const transfersWanted = Number(env['FAULT_TRANSFERS'] ?? 320);
const buildDir = env['FAULT_BUILD_DIR'] ?? 'dist';
const logDir = env['FAULT_LOG_DIR'] ?? '.tmp/faults-logs';
/**
 * Share of the workers' requests to Stripe and the partners given a network fault (a fraction,
 * 0.05 = 5%): delayed past the client's timeout, or reset before or after reaching the provider.
 * FAULT_NETWORK=0 sends the workers straight to the sandbox.
 */
const networkFaultRate = Number(env['FAULT_NETWORK'] ?? 0.05);
/** To chase one failure: only these scenarios (comma-separated names of transfer-plan.ts). */
const onlyScenarios = (env['FAULT_SCENARIOS'] ?? '').split(',').filter(Boolean) as ScenarioName[];
/** Senders arrive over this many seconds; the faults fall inside it. */
const LOAD_SPREAD_SECONDS = 75;
/** Every transfer must be final this long after its creation (a checkout expires after 60 s). */
const FINAL_BOUND_SECONDS = 180;
/** After the last sender is done, the system has this long to become quiet. */
const QUIET_TIMEOUT_SECONDS = 240;

const timings: FaultStackTimings = {
  checkoutExpiresAfterMs: 60_000,
  reconcileEveryMs: 2_000,
  reconcileAfterMs: 15_000,
  payoutStatusCheckAfterMs: 3_000,
  achSettlementDelayMs: 1_500,
  payoutCallbackDelayMs: 400,
  deliveryCopies: 3,
  deliveryMaxDelayMs: 3_000,
  momoGraceMs: MOMO_GRACE_MS,
};

const started = Date.now();
const log = (message: string) => console.log(`[faults ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const unknownScenario = onlyScenarios.find((name) => !Object.hasOwn(SCENARIOS, name));
if (unknownScenario) {
  console.error(`FAULT_SCENARIOS: no scenario ${unknownScenario}; the scenarios are ${Object.keys(SCENARIOS).join(', ')}`);
  process.exit(2);
}
if (!(networkFaultRate >= 0 && networkFaultRate <= 1)) {
  console.error(`FAULT_NETWORK is the share of the workers' requests to fault, 0 to 1 (0.05 = 5%; 0: off), not ${env['FAULT_NETWORK']}`);
  process.exit(2);
}
if (!Number.isInteger(seed) || seed < 0 || seed > 4_294_967_295) {
  console.error(`FAULT_SEED must be a whole number from 0 to 4294967295, not ${env['FAULT_SEED']}`);
  process.exit(2);
}

function schedule(): ScheduledFault[] {
  const random = seededRandom(seed ^ 0x5eed);
  const jitter = () => Math.round((random() * 4 - 2) * 10) / 10;
  return [
    { at: 15 + jitter(), kind: 'worker-kill', target: 'worker-1' },
    { at: 32 + jitter(), kind: 'redis-restart', target: 'redis' },
    { at: 40 + jitter(), kind: 'postgres-restart', target: 'postgres' },
    { at: 48 + jitter(), kind: 'api-restart', target: 'api-1' },
    { at: 62 + jitter(), kind: 'worker-kill', target: 'worker-2' },
    { at: 80 + jitter(), kind: 'worker-kill', target: 'worker-1' },
  ];
}

/**
 * Until every transfer is final (and one failed or cancelled after payment paid back, unless its
 * refund waits for the operator), every
 * payout attempt and refund has the provider's last word, no event was recorded for a few seconds
 * and the outbox is empty; answers whether that happened in time.
 */
async function waitUntilQuiet(db: pg.Pool, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let lastReport = 0;
  while (Date.now() < deadline) {
    const { rows } = await db.query<{ moving: string; open: string; recent: string; outbox: string }>(
      `select (select count(*) from transactions where status not in ('completed', 'failed', 'cancelled')
                  or (status in ('failed', 'cancelled') and payment_confirmed_at is not null and refund_id is null
                      and payment_reversed_at is null and refund_settled_manually_at is null and refund_refused_at is null)) as moving,
              (select count(*) from payout_attempts where state in ('requested', 'unknown', 'accepted', 'ready_for_pickup'))
                + (select count(*) from refunds where state in ('requested', 'pending')) as open,
              (select count(*) from transfer_events where occurred_at > now() - interval '5 seconds') as recent,
              (select count(*) from outbox_jobs where enqueued_at is null and failed_at is null) as outbox`,
    );
    const { moving, open, recent, outbox } = rows[0]!;
    if (Number(moving) === 0 && Number(open) === 0 && Number(recent) === 0 && Number(outbox) === 0) return true;
    if (Date.now() - lastReport > 15_000) {
      log(`waiting for quiet: ${moving} transfer(s) still moving, ${open} payout attempt(s) or refund(s) open, ${recent} event(s) in the last 5 s, ${outbox} outbox row(s) to relay`);
      lastReport = Date.now();
    }
    await sleep(1000);
  }
  return false;
}

/**
 * A transfer's outbox rows (its jobs: the relay gives each the row's id as its job id) and the
 * workers' and apis' log lines that name the transfer or one of those jobs, for the evidence of a
 * failed run. Repeated "still in transit" lines of status checks are left out after the first few.
 */
async function jobsAndLogsOf(db: pg.Pool, transferId: string) {
  const { rows } = await db.query<{ id: string; job_name: string; created_at: Date; enqueued_at: Date | null }>(
    `select id, job_name, created_at, enqueued_at from outbox_jobs where payload->>'transferId' = $1 order by created_at`,
    [transferId],
  );
  const needles = [transferId, ...rows.map((r) => r.id)];
  const logLines: string[] = [];
  let inTransit = 0;
  for (const name of ['worker-1', 'worker-2', 'api-1', 'api-2']) {
    let text = '';
    try {
      text = readFileSync(join(logDir, `${name}.log`), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      if (!needles.some((needle) => line.includes(needle))) continue;
      if (line.includes('is still in transit') && ++inTransit > 5) continue;
      logLines.push(`${name}: ${line.slice(0, 600)}`);
    }
  }
  return { jobs: rows, logLines: logLines.slice(0, 200) };
}

async function attentionLeft(admin: PatientBrowser): Promise<string[]> {
  const response = await admin.get('/api/admin/attention');
  if (response.status !== 200) return [`the queue answered ${response.status}`];
  const { items } = (await response.json()) as { items: Array<{ key: string; kind: string; title: string }> };
  return items.map((item) => `${item.key} (${item.kind}): ${item.title}`);
}

async function main(): Promise<number> {
  console.log(`fault run: seed ${seed} (replay: FAULT_SEED=${seed} npm run test:faults), ${transfersWanted} transfers, logs in ${logDir}/`);
  console.log(
    networkFaultRate > 0
      ? `network faults: ${(networkFaultRate * 100).toFixed(1)}% of the workers' requests to Stripe and the partners delayed past the client's timeout or reset (FAULT_NETWORK=${networkFaultRate}; 0 turns them off)`
      : 'network faults: off (FAULT_NETWORK=0)',
  );
  rmSync(logDir, { recursive: true, force: true });
  const stack = new FaultStack({ buildDir, logDir, seed, timings, networkFaultRate });
  let exitCode = 1;
  let verdict = '';
  try {
    await stack.start();
    log(`stack up from ${buildDir}: load balancer ${stack.balancerUrl} -> api-1, api-2; worker-1, worker-2; sandbox ${stack.sandboxUrl}; redis ${stack.redis.url}; postgres ${stack.postgres.url}`);
    const proxies = Object.entries(stack.network.workerEnvironment());
    if (proxies.length > 0) log(`workers through network fault proxies: ${proxies.map(([variable, url]) => `${variable}=${url}`).join(', ')}`);
    // A pool: its connections are cut when PostgreSQL restarts, and new ones made after.
    const connected = new pg.Pool({ connectionString: stack.databaseUrl, application_name: 'faults-harness', max: 3 });
    connected.on('error', () => {});

    const senders = planSenders(seed, transfersWanted, LOAD_SPREAD_SECONDS, onlyScenarios);
    const planned = senders.flatMap((s) => s.transfers);
    const results: JourneyResult[] = [];
    const context: JourneyContext = { balancerUrl: stack.balancerUrl, sandboxUrl: stack.sandboxUrl, loadStartedAt: Date.now() + 1000, results };
    const transferSessions = new Map<string, string>();
    const planOf = (transferId: string): PlannedTransfer | undefined => {
      const session = transferSessions.get(transferId);
      return session === undefined ? undefined : results.find((r) => r.sessionId === session)?.plan;
    };
    const desk = new OperatorDesk(stack.balancerUrl, stack.sandboxUrl, planOf, (transferId) => transferSessions.has(transferId), stack.databaseUrl);
    // The desk learns transfer ids from the database as they appear.
    let mapping = true;
    const mapper = (async () => {
      while (mapping) {
        const { rows } = await connected
          .query<{ id: string; session_id: string }>('select id, session_id from transactions')
          .catch(() => ({ rows: [] as Array<{ id: string; session_id: string }> }));
        for (const row of rows) transferSessions.set(row.id, row.session_id);
        await sleep(1000);
      }
    })();
    await desk.start();

    log(`load: ${planned.length} transfers by ${senders.length} senders arriving over ${LOAD_SPREAD_SECONDS} s`);
    const injector = new FaultInjector(stack, connected);
    const faults = injector.run(schedule(), context.loadStartedAt).then(() => log('every scheduled fault injected'));
    // The reconciliation scenario: amid the load, Stripe records a charge the product never saw.
    const planting = sleep(LOAD_SPREAD_SECONDS * 500).then(async (): Promise<PlantedCharge | null> => {
      try {
        const planted = await plantUnseenCharge(stack.sandboxUrl);
        log(`planted a Stripe charge the product never saw: ${planted.chargeId} (${planted.balanceTransactionId})`);
        return planted;
      } catch (error) {
        log(`planting a charge failed: ${(error as Error).message}`);
        return null;
      }
    });
    let done = 0;
    await Promise.all(
      senders.map((sender) =>
        runSender(context, sender).then(() => {
          done += 1;
          if (done % 10 === 0 || done === senders.length) log(`${done}/${senders.length} senders done`);
        }),
      ),
    );
    await faults;
    for (const fault of injector.injected) {
      log(`  ${new Date(fault.from).toISOString().slice(11, 23)} ${fault.kind} ${fault.target}: ${((fault.to - fault.from) / 1000).toFixed(1)} s down${fault.kind === 'worker-kill' ? `; ${fault.midJob ? 'mid-job' : 'NOT mid-job'}: ${fault.detail}` : ''}`);
    }
    for (const problem of injector.problems) log(`  fault problem: ${problem}`);

    log(`load done; waiting up to ${QUIET_TIMEOUT_SECONDS} s for the system to be quiet`);
    const quiet = await waitUntilQuiet(connected, QUIET_TIMEOUT_SECONDS * 1000);
    log(quiet ? 'quiet' : 'NOT quiet in time');
    mapping = false;
    await mapper;
    await desk.stop();
    // The operator settles the expected "paid twice" alerts (outside the product) and resolves them with a note.
    await desk.resolveAlerts();
    const admin = new PatientBrowser(stack.balancerUrl, '192.0.2.11');
    await signInAsOperator(admin, stack.databaseUrl);
    const left = await attentionLeft(admin);
    const seen = new Map<string, number>();
    for (const what of desk.otherItems.values()) seen.set(what.split(':')[0]!, (seen.get(what.split(':')[0]!) ?? 0) + 1);
    if (seen.size > 0) log(`the operator queue also showed, while things moved: ${[...seen].map(([kind, n]) => `${n} ${kind}`).join(', ')} (only what is left at the end counts)`);
    log(
      `operator: ${desk.refunded.size} failed payouts refunded, ${desk.retried.size} retried (${[...desk.retried.values()].filter((o) => o === 'already_done').length} already done by late news), ` +
        `${desk.refundsRetried.size} failed refunds retried, ${desk.alertsResolved.size} money alerts resolved; Stripe failed ${desk.refundsFailed.size} refunds after they succeeded; ` +
        `recipients collected ${desk.collected.size} cash pickups`,
    );

    const transfers = await readTransfers(connected);
    const money = await readMoneyRecords(connected);
    const providers = await readProviderRecords(stack.sandboxUrl);
    const checks = checkInvariants({
      transfers,
      money,
      desk,
      journeys: results,
      providers,
      requests: stack.balancer.records,
      faults: injector.injected,
      boundSeconds: FINAL_BOUND_SECONDS,
      minimumTransfers: Math.min(300, transfersWanted),
      attentionLeft: left,
      restartGraceMs: 2000,
      redisReconnectGraceMs: 5000,
    });
    checks.push(networkFaultCheck(networkFaultRate, stack.network.report()));
    const planted = await planting;
    if (!planted) checks.push({ name: 'the planted Stripe charge was recorded', figure: 'the sandbox refused it', ok: false });
    checks.push(await reconciliationCheck(admin, connected, stack.sandboxUrl, planted));
    if (planted) checks.push(await correctionCheck(admin, connected, planted));
    checks.push(await ledgerCheck(connected));
    if (injector.problems.length > 0) checks.push({ name: 'faults ran without problems', figure: injector.problems.join('; '), ok: false });
    console.log(formatChecks(checks));
    const failed = checks.filter((c) => !c.ok);
    if (failed.length > 0) {
      const network = stack.network.report();
      const faulted = network.flatMap((report) => report.faulted.map((f) => ({ provider: report.provider, ...f })));
      const evidence = await evidenceOf(stack.sandboxUrl, offendingTransfers(checks, results, transfers), providers, money, results, faulted);
      const requests = stack.balancer.records.filter((r) => r.status >= 500);
      const withJobs = [];
      // One query at a time on the harness's client.
      for (const entry of evidence) withJobs.push({ ...entry, ...(await jobsAndLogsOf(connected, entry.transfer.id)) });
      writeFileSync(join(logDir, 'evidence.json'), JSON.stringify({ seed, faults: injector.injected, network, requests5xx: requests, journeys: results.filter((r) => r.problem), transfers: withJobs }, null, 2));
      console.log(`evidence of the failures: ${logDir}/evidence.json`);
    }
    verdict =
      `${failed.length === 0 ? 'PASS' : 'FAIL'}: ${checks.length - failed.length}/${checks.length} invariants hold; seed ${seed}` +
      (failed.length ? `; replay with FAULT_SEED=${seed} npm run test:faults (logs in ${logDir}/)` : '');
    exitCode = failed.length === 0 ? 0 : 1;
    await connected.end();
  } catch (error) {
    console.error(`fault run failed: ${(error as Error).stack ?? error}`);
    verdict = `FAIL: the run did not finish; seed ${seed}: replay with FAULT_SEED=${seed} npm run test:faults; logs in ${logDir}/`;
    exitCode = 1;
  } finally {
    const took = await stack.stop().catch((error: unknown) => {
      console.error(`stopping the stack: ${(error as Error).message}`);
      return new Map<string, number>();
    });
    log(`stopped (SIGTERM): ${[...took].map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s${ms >= 8000 ? ' (did not stop: SIGKILL)' : ''}`).join(', ')}`);
    if (env['FAULT_KEEP_DATABASE']) console.log(`kept the PostgreSQL cluster (stopped) in ${stack.postgres?.directory}: database ${new URL(stack.databaseUrl).pathname.slice(1)}`);
    else await stack.dropDatabase().catch((error: unknown) => console.error(`removing the PostgreSQL cluster: ${(error as Error).message}`));
  }
  console.log(`\n${verdict}; ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
  return exitCode;
}

process.exit(await main());
