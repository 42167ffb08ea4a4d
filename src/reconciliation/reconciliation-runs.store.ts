import type { LedgerSql } from '../ledger/ledger-sql.js';

/** One reconciliation run, as kept in `reconciliation_runs` and listed in the admin area. */
export interface ReconciliationRun {
  id: string;
  trigger: 'scheduled' | 'manual';
  startedAt: Date;
  finishedAt: Date | null;
  windowFrom: Date;
  /** Provider records read (Stripe's balance transactions and payouts, partners' payouts). */
  providerRecords: number;
  matched: number;
  inFlight: number;
  /** Breaks this run found (new or known). */
  breaksFound: number;
  breaksClosed: number;
  /** Ledger transfers booked from the providers' records (fees, payouts) that were new. */
  postingsBooked: number;
  error: string | null;
}

interface RunRow {
  id: string;
  trigger: ReconciliationRun['trigger'];
  started_at: Date | string;
  finished_at: Date | string | null;
  window_from: Date | string;
  provider_records: number;
  matched: number;
  in_flight: number;
  breaks_found: number;
  breaks_closed: number;
  postings_booked: number;
  error: string | null;
}

const toRun = (row: RunRow): ReconciliationRun => ({
  id: row.id,
  trigger: row.trigger,
  startedAt: new Date(row.started_at),
  finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
  windowFrom: new Date(row.window_from),
  providerRecords: row.provider_records,
  matched: row.matched,
  inFlight: row.in_flight,
  breaksFound: row.breaks_found,
  breaksClosed: row.breaks_closed,
  postingsBooked: row.postings_booked,
  error: row.error,
});

export const reconciliationRunsStore = {
  async start(sql: LedgerSql, run: Pick<ReconciliationRun, 'id' | 'trigger' | 'startedAt' | 'windowFrom'>): Promise<void> {
    await sql(`insert into reconciliation_runs (id, trigger, started_at, window_from) values (?::uuid, ?, ?::timestamptz, ?::timestamptz)`, [
      run.id,
      run.trigger,
      run.startedAt.toISOString(),
      run.windowFrom.toISOString(),
    ]);
  },

  async finish(sql: LedgerSql, id: string, counts: Pick<ReconciliationRun, 'providerRecords' | 'matched' | 'inFlight' | 'breaksFound' | 'breaksClosed' | 'postingsBooked'>, at: Date): Promise<void> {
    await sql(
      `update reconciliation_runs set finished_at = ?::timestamptz, provider_records = ?, matched = ?, in_flight = ?, breaks_found = ?, breaks_closed = ?, postings_booked = ?
        where id = ?::uuid`,
      [at.toISOString(), counts.providerRecords, counts.matched, counts.inFlight, counts.breaksFound, counts.breaksClosed, counts.postingsBooked, id],
    );
  },

  async fail(sql: LedgerSql, id: string, error: string, at: Date): Promise<void> {
    await sql(`update reconciliation_runs set finished_at = ?::timestamptz, error = ? where id = ?::uuid`, [at.toISOString(), error.slice(0, 2000), id]);
  },

  async find(sql: LedgerSql, id: string): Promise<ReconciliationRun | null> {
    const [row] = await sql<RunRow>('select * from reconciliation_runs where id = ?::uuid', [id]);
    return row ? toRun(row) : null;
  },

  async latest(sql: LedgerSql, limit: number): Promise<ReconciliationRun[]> {
    return (await sql<RunRow>('select * from reconciliation_runs order by started_at desc limit ?', [limit])).map(toRun);
  },
};
