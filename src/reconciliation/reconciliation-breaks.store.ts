import { randomUUID } from 'node:crypto';
import type { LedgerSql } from '../ledger/ledger-sql.js';
import { listParam } from '../ledger/ledger-sql.js';
import {
  differenceOf,
  statusWhenFoundAgain,
  type BreakFinding,
  type BreakLine,
  type BreakStatus,
  type ReconciledProvider,
  type ReconciliationBreak,
} from './domain/reconciliation-break.js';

interface BreakRow {
  id: string;
  provider: ReconciledProvider;
  record_key: string;
  kind: ReconciliationBreak['kind'];
  currency: string;
  provider_amount: string;
  books_amount: string;
  difference: string;
  provider_record: BreakLine[] | string;
  our_side: BreakLine[] | string;
  transfer_id: string | null;
  status: BreakStatus;
  note: string | null;
  correction_id: string | null;
  first_seen_at: Date | string;
  last_seen_at: Date | string;
  resolved_at: Date | string | null;
}

const COLUMNS = `id, provider, record_key, kind, currency, provider_amount::text, books_amount::text, difference::text, provider_record, our_side,
  transfer_id, status, note, correction_id, first_seen_at, last_seen_at, resolved_at`;

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toBreak(row: BreakRow): ReconciliationBreak {
  return {
    id: row.id,
    provider: row.provider,
    key: row.record_key,
    kind: row.kind,
    currency: row.currency,
    providerAmount: BigInt(row.provider_amount),
    booksAmount: BigInt(row.books_amount),
    difference: BigInt(row.difference),
    providerRecords: json(row.provider_record),
    ourEntries: json(row.our_side),
    transferId: row.transfer_id,
    status: row.status,
    note: row.note,
    correctionId: row.correction_id,
    firstSeenAt: new Date(row.first_seen_at),
    lastSeenAt: new Date(row.last_seen_at),
    resolvedAt: row.resolved_at === null ? null : new Date(row.resolved_at),
  };
}

export interface RecordedFindings {
  /** Breaks seen for the first time, or again after they had closed. */
  opened: number;
  /** Breaks waiting for an operator whose sides now agree: resolved by themselves. */
  closed: number;
}

/**
 * The breaks in `reconciliation_breaks`, one row per provider record (`provider`, `record_key`
 * unique): a run that finds a break again updates it (never a second row), and one whose sides
 * agree again resolves it.
 */
export const reconciliationBreaksStore = {
  async record(sql: LedgerSql, runId: string, provider: ReconciledProvider, findings: readonly BreakFinding[], agreeingKeys: readonly string[], now: Date): Promise<RecordedFindings> {
    let opened = 0;
    const known = new Map(
      (await sql<BreakRow>(
        `select ${COLUMNS} from reconciliation_breaks where provider = ? and record_key in (select value from jsonb_array_elements_text(?::jsonb)) for update`,
        [provider, listParam(findings.map((f) => f.key))],
      )).map((row) => [row.record_key, toBreak(row)]),
    );
    for (const finding of findings) {
      const difference = differenceOf(finding);
      const existing = known.get(finding.key);
      const status = existing ? statusWhenFoundAgain(existing.status, existing.difference, difference) : 'open';
      if (!existing || (status === 'open' && existing.status !== 'open')) opened += 1;
      const fields = [
        finding.kind,
        finding.currency,
        String(finding.providerAmount),
        String(finding.booksAmount),
        String(difference),
        JSON.stringify(finding.providerRecords),
        JSON.stringify(finding.ourEntries),
        finding.transferId,
        status,
        now.toISOString(),
        runId,
      ];
      if (existing) {
        await sql(
          `update reconciliation_breaks set kind = ?, currency = ?, provider_amount = ?::bigint, books_amount = ?::bigint, difference = ?::bigint,
                  provider_record = ?::jsonb, our_side = ?::jsonb, transfer_id = ?::uuid, status = ?,
                  resolved_at = case when ? = 'open' then null else resolved_at end, last_seen_at = ?::timestamptz, last_run_id = ?::uuid, updated_at = now()
            where id = ?::uuid`,
          [...fields.slice(0, 9), status, ...fields.slice(9), existing.id],
        );
      } else {
        // A run at the same time may have written it first: its row stands.
        await sql(
          `insert into reconciliation_breaks (kind, currency, provider_amount, books_amount, difference, provider_record, our_side, transfer_id, status,
                                              last_seen_at, last_run_id, id, provider, record_key, first_seen_at, updated_at)
           values (?, ?, ?::bigint, ?::bigint, ?::bigint, ?::jsonb, ?::jsonb, ?::uuid, ?, ?::timestamptz, ?::uuid, ?::uuid, ?, ?, ?::timestamptz, now())
           on conflict (provider, record_key) do nothing`,
          [...fields, randomUUID(), provider, finding.key, now.toISOString()],
        );
      }
    }
    const closed = agreeingKeys.length === 0 ? [] : await sql<{ id: string }>(
      `update reconciliation_breaks set status = 'resolved', resolved_at = ?::timestamptz, last_run_id = ?::uuid, updated_at = now()
        where provider = ? and status in ('open', 'escalated') and record_key in (select value from jsonb_array_elements_text(?::jsonb))
        returning id`,
      [now.toISOString(), runId, provider, listParam(agreeingKeys)],
    );
    return { opened, closed: closed.length };
  },

  /** Breaks in these statuses, oldest first. */
  async list(sql: LedgerSql, statuses: readonly BreakStatus[], limit = 200): Promise<ReconciliationBreak[]> {
    const rows = await sql<BreakRow>(
      `select ${COLUMNS} from reconciliation_breaks where status in (select value from jsonb_array_elements_text(?::jsonb)) order by first_seen_at, id limit ?`,
      [listParam(statuses), limit],
    );
    return rows.map(toBreak);
  },

  /** How many breaks are in these statuses. */
  async count(sql: LedgerSql, statuses: readonly BreakStatus[]): Promise<number> {
    const [row] = await sql<{ count: string }>(`select count(*)::text as count from reconciliation_breaks where status in (select value from jsonb_array_elements_text(?::jsonb))`, [
      listParam(statuses),
    ]);
    return Number(row?.count ?? 0);
  },

  /** The break, locked for an operator's action (in the caller's transaction); null for an unknown id. */
  async lock(sql: LedgerSql, id: string): Promise<ReconciliationBreak | null> {
    const [row] = await sql<BreakRow>(`select ${COLUMNS} from reconciliation_breaks where id = ?::uuid for update`, [id]);
    return row ? toBreak(row) : null;
  },

  async decide(sql: LedgerSql, id: string, status: BreakStatus, note: string | null, correctionId: string | null): Promise<void> {
    await sql(`update reconciliation_breaks set status = ?, note = coalesce(?, note), correction_id = coalesce(?::uuid, correction_id), updated_at = now() where id = ?::uuid`, [
      status,
      note,
      correctionId,
      id,
    ]);
  },
};
