/**
 * The baseline of webhook settlement: the stored `payment_intent.succeeded` events whose id
 * starts with BARE_EVENT_PREFIX, applied as the worker applies them, with node-pg and nothing
 * else (no queue, no ORM): batches of up to 100 events in one transaction each (the events
 * claimed with SKIP LOCKED, their transfers locked in id order, then one statement per table:
 * each payment's ledger transfer booked (Dr stripe_clearing / Cr customer_funds the total,
 * under the id the product chooses, `on conflict (id) do nothing`), the transfers paid, their
 * PaymentSucceeded events and their outbox rows written (the payout, and the sender's
 * receipt), the events marked processed), BARE_CONCURRENCY batches at a time. Exits once
 * none is left.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CUSTOMER_FUNDS, LEDGER_COLUMNS, ledgerTransferId, STRIPE_CLEARING, USD_LEDGER } from './bare-ledger.js';

const BATCH = 100;

interface StoredEvent {
  id: string;
  payload: { data: { object: { id: string; metadata: { transferId: string } } } };
}

const env = process.env;
const db = new pg.Pool({ connectionString: env.DATABASE_URL, max: Number(env.BARE_POOL_MAX ?? 10) });

/** Applies one batch; answers how many events it claimed (0: none left). */
async function settleBatch(): Promise<number> {
  const client = await db.connect();
  try {
    await client.query('begin');
    const { rows: events } = await client.query<StoredEvent>(
      `select id, payload from stripe_webhook_events where processed_at is null and id like $1
        order by received_at, id limit $2 for update skip locked`,
      [`${env.BARE_EVENT_PREFIX}%`, BATCH],
    );
    if (events.length === 0) {
      await client.query('commit');
      return 0;
    }
    const intents = new Map(events.map((event) => [event.payload.data.object.metadata.transferId, event.payload.data.object.id]));
    const { rows: transfers } = await client.query<{ id: string; event_count: number; total_cents: string }>(
      `select id, event_count, (total_amount * 100)::bigint::text as total_cents from transactions
        where id = any($1::uuid[]) and status = 'pending' order by id for update`,
      [[...intents.keys()]],
    );
    const now = new Date();
    const paid = transfers.map((transfer) => ({ ...transfer, eventId: randomUUID(), sequence: transfer.event_count + 1, intent: intents.get(transfer.id)! }));
    await client.query(
      `insert into ledger_transfers (${LEDGER_COLUMNS})
       select l.id, $5, $6, $7, l.amount, 'single', null, 'payment_captured', l.transfer_id, l.sequence, false
         from unnest($1::uuid[], $2::bigint[], $3::uuid[], $4::int[]) as l(id, amount, transfer_id, sequence)
       on conflict (id) do nothing`,
      [
        paid.map((p) => ledgerTransferId(`${p.id}:payment:${p.intent}`)),
        paid.map((p) => p.total_cents),
        paid.map((p) => p.id),
        paid.map((p) => p.sequence),
        USD_LEDGER,
        STRIPE_CLEARING,
        CUSTOMER_FUNDS,
      ],
    );
    await client.query(
      `insert into outbox_jobs (id, job_name, payload, created_at, relay_attempts)
       select o.id, 'transfers.dispatch-payout', jsonb_build_object('transferId', o.transfer_id), $3::timestamptz, 0
         from unnest($1::uuid[], $2::uuid[]) as o(id, transfer_id)
       union all
       select gen_random_uuid(), 'transfers.notify-sender', jsonb_build_object('transferId', o.transfer_id, 'outcome', 'receipt'), $3::timestamptz, 0
         from unnest($2::uuid[]) as o(transfer_id)`,
      [paid.map((p) => p.eventId), paid.map((p) => p.id), now],
    );
    await client.query(
      `insert into transfer_events (id, transfer_id, sequence, type, payload, occurred_at)
       select e.id, e.transfer_id, e.sequence, 'PaymentSucceeded', jsonb_build_object('type', 'PaymentSucceeded', 'paymentIntentId', e.intent), $5
         from unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[]) as e(id, transfer_id, sequence, intent)`,
      [paid.map((p) => p.eventId), paid.map((p) => p.id), paid.map((p) => p.sequence), paid.map((p) => p.intent), now],
    );
    await client.query(
      `update transactions t set status = 'processing', provider_transfer_id = p.intent, payment_confirmed_at = $4, event_count = p.sequence, updated_at = $4
         from unnest($1::uuid[], $2::text[], $3::int[]) as p(id, intent, sequence) where t.id = p.id`,
      [paid.map((p) => p.id), paid.map((p) => p.intent), paid.map((p) => p.sequence), now],
    );
    await client.query('update stripe_webhook_events set processed_at = $2 where id = any($1::text[])', [events.map((event) => event.id), now]);
    await client.query('commit');
    return events.length;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

await Promise.all(
  Array.from({ length: Number(env.BARE_CONCURRENCY ?? 5) }, async () => {
    while ((await settleBatch()) > 0);
  }),
);
await db.end();
