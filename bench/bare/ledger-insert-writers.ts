/**
 * The baseline of "ledger posting throughput" (ledger.bench.ts): the same rows the product's
 * ledger books for LEDGER_BATCH transfers each paid and completed (Dr stripe_clearing /
 * Cr customer_funds the total, Dr customer_funds / Cr fee_revenue the fee, with the ids the
 * product chooses), written with node-pg and nothing else: one multi-row INSERT per
 * transaction (`on conflict (id) do nothing`, as the product's, a repeat being a no-op),
 * prepared once per connection (a named statement, the cheapest plain `pg` way: the
 * statement of 200 rows of 11 parameters is parsed once per connection, not per batch), into
 * LEDGER_TABLE, a copy of `ledger_transfers` with the same columns, constraints and indexes;
 * the same writers, batch size and pool size as the product's side, timed by the same loop
 * (ledger-writer-loop.ts).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { runWriters, writerSettings } from '../ledger-writer-loop.js';
import { CUSTOMER_FUNDS, FEE_REVENUE, LEDGER_COLUMNS, ledgerTransferId, STRIPE_CLEARING, USD_LEDGER } from './bare-ledger.js';

const env = process.env;
const settings = writerSettings();
const table = env.LEDGER_TABLE ?? 'bare_ledger_transfers';
const db = new pg.Pool({ connectionString: env.DATABASE_URL, max: Number(env.BARE_POOL_MAX ?? 10) });
const COLUMN_COUNT = LEDGER_COLUMNS.split(',').length;
/** `($1, ..., $11), ($12, ...)`: the VALUES of one batch, built once. */
const placeholders = Array.from(
  { length: settings.batch * 2 },
  (_, row) => `(${Array.from({ length: COLUMN_COUNT }, (_, column) => `$${row * COLUMN_COUNT + column + 1}`).join(', ')})`,
).join(', ');
const insert = `insert into ${table} (${LEDGER_COLUMNS}) values ${placeholders} on conflict (id) do nothing`;

/** $100.00 sent, $9.00 fee, $109.00 charged (in cents), as the product's side books. */
function postingsOfPaidAndCompleted(): unknown[] {
  const id = randomUUID();
  return [
    ledgerTransferId(`${id}:payment:pi_ledger_bench_${id}`), USD_LEDGER, STRIPE_CLEARING, CUSTOMER_FUNDS, '10900', 'single', null, 'payment_captured', id, 2, false,
    ledgerTransferId(`${id}:fee:1`), USD_LEDGER, CUSTOMER_FUNDS, FEE_REVENUE, '900', 'single', null, 'fee_earned', id, 3, false,
  ];
}

try {
  await runWriters(settings, async () => {
    const values = Array.from({ length: settings.batch }, postingsOfPaidAndCompleted).flat();
    const client = await db.connect();
    try {
      await client.query('begin');
      const { rowCount } = await client.query({ name: 'insert-ledger-postings', text: insert, values });
      await client.query('commit');
      return rowCount ?? 0;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  });
} finally {
  await db.end();
}
