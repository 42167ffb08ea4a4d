import type { EntityManager } from '@mikro-orm/postgresql';

/** A stored provider event as batch settlement reads it: plain rows, no entity to hydrate and compare at flush. */
export interface UnappliedStripeEvent {
  id: string;
  payload: unknown;
  receivedAt: Date;
}

interface Row {
  id: string;
  payload: unknown;
  received_at: Date | string;
}

const COLUMNS = 'id, payload, received_at';

/**
 * Claims, in `em`'s transaction, the unapplied stored event `eventId` (when no other transaction
 * holds it) and up to `others` more of them, oldest received first, each locked until the
 * transaction ends; events another transaction holds are skipped (SKIP LOCKED). Answers them in
 * the order received (then by id).
 */
export async function claimUnappliedEvents(em: EntityManager, eventId: string, others: number): Promise<UnappliedStripeEvent[]> {
  const own = await rowsOf(em, `select ${COLUMNS} from stripe_webhook_events where id = ? and processed_at is null for update skip locked`, [eventId]);
  const rest = await rowsOf(
    em,
    `select ${COLUMNS} from stripe_webhook_events where id <> ? and processed_at is null
      order by received_at, id limit ? for update skip locked`,
    [eventId, others],
  );
  const events = [...own, ...rest].map(toEvent);
  return events.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime() || (a.id < b.id ? -1 : 1));
}

/** Marks the claimed events applied at `at`, in `em`'s transaction: one statement however many. */
export async function markEventsApplied(em: EntityManager, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await em
    .getConnection()
    .execute('update stripe_webhook_events set processed_at = ? where id in (?)', [at, [...ids]], 'run', em.getTransactionContext());
}

async function rowsOf(em: EntityManager, sql: string, params: unknown[]): Promise<Row[]> {
  return em.getConnection().execute<Row[]>(sql, params, 'all', em.getTransactionContext());
}

function toEvent(row: Row): UnappliedStripeEvent {
  return {
    id: row.id,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    receivedAt: row.received_at instanceof Date ? row.received_at : new Date(row.received_at),
  };
}
