/**
 * The product's side of "ledger posting throughput" (ledger.bench.ts), in a process of its own:
 * the product's `LedgerPostings` over `PostgresLedger` (src/ledger) on a MikroORM
 * EntityManager transaction, as `TransferStore.saveAll` calls them (`post(em, saved)`, then
 * the flush), LEDGER_BATCH transfers per transaction, each saved with a PaymentSucceeded and a
 * TransferCompleted: Dr stripe_clearing / Cr customer_funds the total, Dr customer_funds /
 * Cr fee_revenue the fee, so every transaction of every writer books to the same three hot
 * accounts. A TransferCompleted needs the transfer's earlier events (`needsHistory`), so each
 * transaction also reads them, as the product does. New transfer ids every batch: every
 * posting is new. Timing: ledger-writer-loop.ts.
 */
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { DATABASE_POOL_SIZE, ormOptions } from '../src/database/orm-options.js';
import type { SequencedEvent, TransferFigures } from '../src/ledger/domain/posting-rules.js';
import { LedgerPostings, type SavedTransfer } from '../src/ledger/ledger-postings.service.js';
import { PostgresLedger } from '../src/ledger/postgres-ledger.adapter.js';
import { runWriters, writerSettings } from './ledger-writer-loop.js';

const settings = writerSettings();
const orm = await MikroORM.init(ormOptions(process.env.DATABASE_URL!, { pool: { min: 0, max: Number(process.env.BARE_POOL_MAX ?? DATABASE_POOL_SIZE) } }));
const postings = new LedgerPostings(new PostgresLedger());

/** A card transfer to Kenya as the benchmark seeds them: $100.00 sent, $9.00 fee, KES 12,925.00 received. */
function paidAndCompleted(): SavedTransfer {
  const id = randomUUID();
  const transfer: TransferFigures = { id, amountMinor: 10_000n, feeMinor: 900n, totalMinor: 10_900n, recipientAmountMinor: 1_292_500n, currencyCode: 'KES' };
  const events: SequencedEvent[] = [
    { sequence: 2, event: { type: 'PaymentSucceeded', paymentIntentId: `pi_ledger_bench_${id}` } },
    { sequence: 3, event: { type: 'TransferCompleted' } },
  ];
  return { transfer, events };
}

try {
  await runWriters(settings, async () => {
    const saved = Array.from({ length: settings.batch }, paidAndCompleted);
    await orm.em.fork().transactional(async (em) => {
      await postings.post(em, saved);
      await em.flush();
    });
    return saved.length * 2;
  });
} finally {
  await orm.close();
}
