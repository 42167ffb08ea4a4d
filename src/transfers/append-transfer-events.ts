import type { EntityManager } from '@mikro-orm/postgresql';
import type { TransferEvent } from './domain/transfer.events.js';

/** One event of a transfer's log as it is appended (`transfer_events`, see `TransferEventRecord`). */
export interface AppendedTransferEvent {
  id: string;
  transferId: string;
  sequence: number;
  event: TransferEvent;
  occurredAt: Date;
}

/**
 * Appends events to their transfers' logs in `em`'s transaction with one INSERT however many
 * (a batch settlement appends 100): plain rows, with none of the unit of work's per-entity
 * bookkeeping for records nothing reads back in the transaction. A repeated (transfer,
 * sequence) breaks the log's unique key and fails the transaction, as before.
 */
export async function appendTransferEvents(em: EntityManager, events: readonly AppendedTransferEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e) => ({ id: e.id, transfer_id: e.transferId, sequence: e.sequence, type: e.event.type, payload: e.event, occurred_at: e.occurredAt.toISOString() }));
  await em.getConnection().execute(
    `insert into transfer_events (id, transfer_id, sequence, type, payload, occurred_at)
     select id, transfer_id, sequence, type, payload, occurred_at
       from jsonb_to_recordset(?::jsonb) as e(id uuid, transfer_id uuid, sequence integer, type text, payload jsonb, occurred_at timestamptz)`,
    [JSON.stringify(rows)],
    'run',
    em.getTransactionContext(),
  );
}
