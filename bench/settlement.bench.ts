import { Queue } from 'bullmq';
import type pg from 'pg';
import Stripe from 'stripe';
import { DEVELOPMENT_DEFAULTS } from '../src/config/environment.schema.js';
import { DATABASE_POOL_SIZE } from '../src/database/orm-options.js';
import { checkLedgerInvariantsWithPg } from '../src/ledger/ledger-invariants.js';
import { bullConnection } from '../src/queues/bullmq-connection.js';
import { startBuiltWorker } from './app-processes.js';
import type { BenchContext } from './bench-context.js';
import { startProcess, TS_NODE } from './bench-process.js';
import { QUIET_PASSES } from './quiet-passes.js';
import { atLeastShareOf, type BenchRow } from './bench-table.js';
import { paymentSucceededEvent, seedPendingTransfers } from './pending-transfers.js';

/** Transfers settled by each side (BENCH_SETTLEMENTS). */
const SETTLEMENTS = Number(process.env.BENCH_SETTLEMENTS ?? 5000);
/** Issue #16's floor, and issue #24's: with the ledger in both paths, at least this share of the bare script's rate. */
const TARGET_PER_SECOND = 1000;
const TARGET_SHARE = 0.25;
/** Webhook deliveries in flight at once, as a provider sends them. */
const DELIVERIES_AT_ONCE = 10;
/** Batches the bare script applies at once (the worker's own batches are as many as its free connections allow). */
const BARE_BATCHES_AT_ONCE = 5;

/**
 * Webhook settlement: N signed `payment_intent.succeeded` deliveries for N pending transfers,
 * received and stored by the api, then settled by ONE worker process started afterwards;
 * transfers settled per second, from the first settlement to the last (their events' times),
 * beside bare/settlement-script.ts applying N other stored events, ledger postings included
 * (the product books each payment in the settlement's transaction). Both sides' books are
 * then checked with the product's invariants (`checkLedgerInvariantsWithPg`): every settled
 * transfer's entries exactly what its events book, every ledger at zero. The payouts the
 * settlements call for are not part of it: their queue is paused (the worker relays the jobs
 * into it, as it would, but runs none), since a payout's time is the partner's, not ours; nor
 * are the worker's periodic passes (QUIET_PASSES). The receipts are measured both ways: the
 * target row queues them and sends none, as the bare script writes their jobs and sends none
 * (a receipt's time is the mail server's); the row after it has the same worker send them too.
 */
export async function measureSettlement({ db, sql, api, senders }: BenchContext): Promise<BenchRow[]> {
  const queue = (name: string) => new Queue(name, { connection: bullConnection(db.redisUrl, 'producer'), prefix: `${db.redisPrefix}:bull` });
  const [payouts, notifications] = [queue('payouts'), queue('notifications')];
  await payouts.pause();
  try {
    const userId = senders[0].userId;
    const { perSecond: bare, ids: bareIds } = await settleBare(sql, db.databaseUrl, userId);
    // First with the receipts sent by the same worker, then without them (what the bare script does: it writes their jobs, sends none).
    const withReceipts = await settleByWorker({ db, sql, api, userId, tag: 'receipts' });
    await notifications.pause();
    const settled = await settleByWorker({ db, sql, api, userId, tag: 'worker' });
    await assertBooksMatch(sql, [...bareIds, ...settled.ids, ...withReceipts.ids]);
    return [
      {
        name: `webhook settlement with the ledger, ${SETTLEMENTS.toLocaleString('en-US')} payment_intent.succeeded, one worker, receipts queued not sent (baseline: bare script, ledger too)`,
        unit: 'transfers/s',
        value: settled.perSecond,
        baseline: bare,
        target: atLeastShareOf(settled.perSecond, bare, TARGET_SHARE),
      },
      {
        name: 'webhook settlement with the ledger: absolute rate',
        unit: 'transfers/s',
        value: settled.perSecond,
        target: { text: `≥ ${TARGET_PER_SECOND.toLocaleString('en-US')}/s`, met: settled.perSecond >= TARGET_PER_SECOND },
      },
      {
        name: "webhook settlement with the ledger, the same worker also sending each sender's receipt",
        unit: 'transfers/s',
        value: withReceipts.perSecond,
        baseline: bare,
      },
      { name: `webhook deliveries stored by the api (${DELIVERIES_AT_ONCE} at a time)`, unit: 'events/s', value: settled.deliveredPerSecond },
    ];
  } finally {
    await Promise.all([payouts.close(), notifications.close()]);
  }
}

/**
 * SETTLEMENTS pending transfers of their own (`tag`), their webhooks delivered to the api and
 * stored, then settled by ONE worker process started afterwards; its rate, and the transfers.
 */
async function settleByWorker({ db, sql, api, userId, tag }: Pick<BenchContext, 'db' | 'sql' | 'api'> & { userId: number; tag: string }) {
  const ids = await seedPendingTransfers(sql, userId, SETTLEMENTS, tag);
  const deliveredPerSecond = await deliverWebhooks(api.url, ids, tag);
  const worker = startBuiltWorker(db, { ...QUIET_PASSES });
  try {
    await waitUntilSettled(sql, tag, () => worker.child.exitCode !== null);
  } finally {
    await worker.stop();
  }
  return { ids, deliveredPerSecond, perSecond: await settledPerSecond(sql, tag) };
}

/**
 * The bare script's rate, on transfers of its own whose events are stored straight away. Its
 * outbox rows are then marked relayed: their jobs are not the worker's work.
 */
async function settleBare(sql: pg.Client, databaseUrl: string, userId: number): Promise<{ perSecond: number; ids: string[] }> {
  const ids = await seedPendingTransfers(sql, userId, SETTLEMENTS, 'bare');
  const events = ids.map((id, n) => paymentSucceededEvent(id, n, 'bare'));
  await sql.query(
    `insert into stripe_webhook_events (id, type, payload, received_at)
     select e->>'id', e->>'type', e, now() from jsonb_array_elements($1::jsonb) as e`,
    [JSON.stringify(events)],
  );
  const script = startProcess('bare-settlement', [...TS_NODE, 'bench/bare/settlement-script.ts'], {
    DATABASE_URL: databaseUrl,
    BARE_EVENT_PREFIX: 'evt_bench_bare_',
    BARE_CONCURRENCY: String(BARE_BATCHES_AT_ONCE),
    BARE_POOL_MAX: String(DATABASE_POOL_SIZE),
  });
  const code = await new Promise<number | null>((resolve) => script.child.once('exit', resolve));
  if (code !== 0) throw new Error(`the bare settlement script exited with ${code}; see .tmp/bench/bare-settlement.log`);
  const perSecond = await settledPerSecond(sql, 'bare');
  await sql.query(`update outbox_jobs set enqueued_at = now() where enqueued_at is null and payload->>'transferId' = any($1::text[])`, [ids]);
  return { perSecond, ids };
}

/**
 * Both sides booked what the product's posting rules book for their events, no more, no less
 * (so the bare script does the product's ledger writes), and the books balance.
 */
async function assertBooksMatch(sql: pg.Client, transferIds: string[]): Promise<void> {
  const { transfersChecked, problems } = await checkLedgerInvariantsWithPg(sql, { kind: 'transfers', transferIds });
  if (transfersChecked !== transferIds.length || problems.length > 0) {
    throw new Error(`the settled transfers' books are not what the product books: ${JSON.stringify(problems.slice(0, 3))}`);
  }
  const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from ledger_transfers where transfer_id = any($1::uuid[])`, [transferIds]);
  if (rows[0].n !== transferIds.length) throw new Error(`${rows[0].n} ledger transfers for ${transferIds.length} settled transfers; one each expected`);
}

/** Posts each transfer's signed event to the api's webhook, DELIVERIES_AT_ONCE at a time; answers deliveries per second. */
async function deliverWebhooks(apiUrl: string, transferIds: string[], tag: string): Promise<number> {
  const signer = new Stripe(DEVELOPMENT_DEFAULTS.STRIPE_SECRET_KEY);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: DELIVERIES_AT_ONCE }, async () => {
      for (let n = next++; n < transferIds.length; n = next++) {
        const payload = JSON.stringify(paymentSucceededEvent(transferIds[n], n, tag));
        const signature = signer.webhooks.generateTestHeaderString({ payload, secret: DEVELOPMENT_DEFAULTS.STRIPE_WEBHOOK_SECRET });
        const response = await fetch(`${apiUrl}/api/webhooks/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        if (response.status !== 200) throw new Error(`webhook delivery answered ${response.status}: ${await response.text()}`);
      }
    }),
  );
  return transferIds.length / ((performance.now() - started) / 1000);
}

interface Settled {
  n: number;
  /** Settled after the first batch: the rate counts the batches that followed it, over the time they took. */
  after_first: number;
  seconds: number | null;
}

async function settledOf(sql: pg.Client, tag: string): Promise<Settled> {
  const { rows } = await sql.query<Settled>(
    `with settled as (
       select e.occurred_at from transfer_events e join transactions t on t.id = e.transfer_id
        where e.type = 'PaymentSucceeded' and t.session_id like $1)
     select count(*)::int as n,
            count(*) filter (where occurred_at > (select min(occurred_at) from settled))::int as after_first,
            extract(epoch from max(occurred_at) - min(occurred_at))::float8 as seconds
       from settled`,
    [`bench_${tag}_%`],
  );
  return rows[0];
}

async function settledPerSecond(sql: pg.Client, tag: string): Promise<number> {
  const { n, after_first, seconds } = await settledOf(sql, tag);
  if (n !== SETTLEMENTS || !seconds) throw new Error(`${tag}: ${n} of ${SETTLEMENTS} transfers settled; no rate to tell`);
  return after_first / seconds;
}

/** Polls until every transfer of the batch is settled; fails when the worker died or after a generous bound. */
async function waitUntilSettled(sql: pg.Client, tag: string, died: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000 + SETTLEMENTS * 20;
  while ((await settledOf(sql, tag)).n < SETTLEMENTS) {
    if (died()) throw new Error('the worker exited during the settlement benchmark; see .tmp/bench/worker.log');
    if (Date.now() > deadline) throw new Error(`settlement did not finish in time: ${(await settledOf(sql, tag)).n} of ${SETTLEMENTS}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
