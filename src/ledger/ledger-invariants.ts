import { IsolationLevel } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { balanceProblems, type BalanceProblem } from './domain/ledger-balances.js';
import { differenceBetween, type LedgerTransfer } from './domain/ledger-transfer.js';
import { postingsOfLog } from './domain/posting-rules.js';
import { LedgerCheckRecord } from './ledger-check.schema.js';
import { sqlOf, sqlOfPgClient, type LedgerSql } from './ledger-sql.js';
import { LEDGER, type LedgerPort } from './ledger.port.js';
import { PostgresLedger } from './postgres-ledger.adapter.js';
import { eventLogs, transferFigures, transferIdPages } from './transfer-logs.js';

/** Something the books must never show. */
export type LedgerProblem =
  | BalanceProblem
  /** A post or void that does not match its pending transfer (or names none). */
  | { kind: 'resolution_mismatch'; ledgerTransferId: string; pendingId: string }
  /** A transfer's ledger entries are not what the posting rules book for its events (ledger transfer ids). */
  | { kind: 'entries_differ_from_events'; transferId: string; missing: string[]; unexpected: string[]; different: string[] }
  /** The posting rules refuse a transfer's events (a fraction of a shilling, a rail without float in the currency). */
  | { kind: 'events_not_bookable'; transferId: string; reason: string }
  /** Ledger entries of a transfer the product does not have. */
  | { kind: 'entries_without_transfer'; transferId: string };

/** Which transfers' entries are compared with their events (the balances are always checked whole). */
export type CheckScope = { kind: 'full' } | { kind: 'since'; since: Date } | { kind: 'transfers'; transferIds: readonly string[] };

export interface LedgerCheckResult {
  transfersChecked: number;
  problems: LedgerProblem[];
}

const PAGE = 500;
export const MAX_PROBLEMS_KEPT = 100;
/** A recent check looks this far before the last one started: a transaction may commit events stamped a while before. */
const RECENT_OVERLAP_MS = 10 * 60_000;

/**
 * The books' invariants, on the database `sql` reads (run it in one REPEATABLE READ snapshot:
 * `LedgerInvariants.check` does, as does `checkLedgerInvariantsWithPg`):
 * - every ledger sums to zero: debits equal credits, posted and pending (postings of no
 *   transfer, booked from a provider's records by reconciliation, included);
 * - no account that must not go negative is below zero (counting pending debits against it);
 * - every post or void matches the pending transfer it resolves;
 * - every transfer's entries are exactly what the posting rules book for its stored events
 *   (postings of no transfer have no events to match and are left out of this one)
 *   (all transfers, those touched since a time, or the ones named).
 */
export async function checkLedgerInvariants(sql: LedgerSql, scope: CheckScope = { kind: 'full' }, ledger: LedgerPort = new PostgresLedger()): Promise<LedgerCheckResult> {
  const problems: LedgerProblem[] = balanceProblems(await ledger.balances(sql));
  const since = scope.kind === 'since' ? scope.since : undefined;
  for (const { id, pendingId } of await ledger.mismatchedResolutions(sql, since)) problems.push({ kind: 'resolution_mismatch', ledgerTransferId: id, pendingId });
  let transfersChecked = 0;
  for await (const ids of transferPages(sql, scope)) {
    transfersChecked += ids.length;
    problems.push(...(await entryProblems(sql, ledger, ids)));
  }
  if (scope.kind === 'full') {
    const strays = await sql<{ transfer_id: string }>(
      `select distinct l.transfer_id from ledger_transfers l where l.transfer_id is not null and not exists (select 1 from transactions t where t.id = l.transfer_id) limit ?`,
      [MAX_PROBLEMS_KEPT],
    );
    for (const { transfer_id } of strays) problems.push({ kind: 'entries_without_transfer', transferId: transfer_id });
  }
  return { transfersChecked, problems };
}

/** `checkLedgerInvariants` through a `pg` client, in a snapshot of its own (tests, the fault suite). */
export async function checkLedgerInvariantsWithPg(
  client: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> },
  scope: CheckScope = { kind: 'full' },
): Promise<LedgerCheckResult> {
  await client.query('begin transaction isolation level repeatable read read only');
  try {
    return await checkLedgerInvariants(sqlOfPgClient(client), scope);
  } finally {
    await client.query('rollback');
  }
}

async function* transferPages(sql: LedgerSql, scope: CheckScope): AsyncGenerator<string[]> {
  if (scope.kind === 'transfers') {
    for (let i = 0; i < scope.transferIds.length; i += PAGE) yield scope.transferIds.slice(i, i + PAGE);
    return;
  }
  if (scope.kind === 'since') {
    const at = scope.since.toISOString();
    const rows = await sql<{ transfer_id: string }>(
      `select transfer_id from transfer_events where occurred_at >= ?::timestamptz
       union
       select transfer_id from ledger_transfers where created_at >= ?::timestamptz and transfer_id is not null`,
      [at, at],
    );
    for (let i = 0; i < rows.length; i += PAGE) yield rows.slice(i, i + PAGE).map((row) => row.transfer_id);
    return;
  }
  yield* transferIdPages(sql, PAGE);
}

/** Each transfer's entries against what its events book. */
async function entryProblems(sql: LedgerSql, ledger: LedgerPort, transferIds: string[]): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const figures = await transferFigures(sql, transferIds);
  const logs = await eventLogs(sql, transferIds);
  const booked = new Map<string, LedgerTransfer[]>();
  for (const transfer of await ledger.transfersOf(sql, transferIds)) booked.set(transfer.transferId!, [...(booked.get(transfer.transferId!) ?? []), transfer]);
  for (const transferId of transferIds) {
    const transfer = figures.get(transferId);
    if (!transfer) {
      if (booked.has(transferId)) problems.push({ kind: 'entries_without_transfer', transferId });
      continue;
    }
    let expected: LedgerTransfer[];
    try {
      expected = postingsOfLog(transfer, logs.get(transferId) ?? []);
    } catch (error) {
      problems.push({ kind: 'events_not_bookable', transferId, reason: error instanceof Error ? error.message : String(error) });
      continue;
    }
    const actual = new Map((booked.get(transferId) ?? []).map((entry) => [entry.id, entry]));
    const missing: string[] = [];
    const different: string[] = [];
    for (const entry of expected) {
      const found = actual.get(entry.id);
      if (!found) missing.push(entry.id);
      else if (differenceBetween(found, entry)) different.push(entry.id);
      actual.delete(entry.id);
    }
    const unexpected = [...actual.keys()];
    if (missing.length + different.length + unexpected.length > 0) problems.push({ kind: 'entries_differ_from_events', transferId, missing, unexpected, different });
  }
  return problems;
}

/**
 * Runs the invariant checks (the recurring job `ledger.check-invariants`, or on demand),
 * logs an error when the books break one, and keeps each result in `ledger_checks`.
 */
@Injectable()
export class LedgerInvariants {
  private readonly logger = new Logger('Ledger');

  constructor(
    private readonly em: EntityManager,
    @Inject(LEDGER) private readonly ledger: LedgerPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `recent` compares with their events the entries of the transfers touched since the last
   * check began (a little before), or over two intervals when there was none; `full`, every
   * transfer's. The balances are checked whole either way.
   */
  async check(scope: 'full' | 'recent' = 'recent', now = new Date()): Promise<LedgerCheckRecord> {
    const since = scope === 'full' ? null : await this.recentSince(now);
    const result = await this.em.fork().transactional(
      (em) => checkLedgerInvariants(sqlOf(em), since ? { kind: 'since', since } : { kind: 'full' }, this.ledger),
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
    const record = new LedgerCheckRecord({
      scope,
      since,
      startedAt: now,
      finishedAt: new Date(),
      transfersChecked: result.transfersChecked,
      problemCount: result.problems.length,
      problems: result.problems.slice(0, MAX_PROBLEMS_KEPT),
    });
    await this.em.fork().persist(record).flush();
    if (result.problems.length > 0) {
      this.logger.error(`The books break ${result.problems.length} invariant(s) (ledger check ${record.id}): ${JSON.stringify(result.problems.slice(0, 5))}`);
    }
    return record;
  }

  /** The last check's result, null before the first. */
  async latest(): Promise<LedgerCheckRecord | null> {
    return this.em.fork().findOne(LedgerCheckRecord, { id: { $gt: 0 } }, { orderBy: { id: 'desc' } });
  }

  private async recentSince(now: Date): Promise<Date> {
    const last = await this.latest();
    if (last) return new Date(last.startedAt.getTime() - RECENT_OVERLAP_MS);
    return new Date(now.getTime() - 2 * this.config.LEDGER_CHECK_EVERY_MS);
  }
}
