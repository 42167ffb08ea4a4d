import type { AccountBalance } from './domain/ledger-balances.js';
import type { LedgerTransfer } from './domain/ledger-transfer.js';
import type { LedgerSql } from './ledger-sql.js';

/** Injection token of the books (`LedgerPort`). */
export const LEDGER = Symbol('LEDGER');

/**
 * The caller's database transaction. The PostgreSQL books write in it, so a posting commits
 * with the event it books or not at all. Books kept elsewhere (TigerBeetle) cannot join it:
 * their adapter would write an outbox row through it and create the transfers from the relay,
 * the ids chosen from the facts making a replay a no-op.
 */
export type LedgerSession = LedgerSql;

/**
 * The double-entry books, after TigerBeetle's model: fixed accounts (`ledger-chart.ts`) and
 * immutable transfers with ids chosen by the caller, single-phase or two-phase.
 */
export interface LedgerPort {
  /**
   * Creates `transfers`, each event's linked chain whole. A transfer whose id exists already
   * with the same fields is a no-op (the same fact booked again); one that differs throws
   * `LedgerTransferConflictError`, as does a chain found partly booked; an invalid one throws
   * `LedgerTransferRefusedError`. A throw leaves nothing created (the caller's transaction
   * fails). Answers how many were new.
   */
  createTransfers(session: LedgerSession, transfers: readonly LedgerTransfer[]): Promise<number>;

  /** The ledger transfers booked for these transfers of the product, in booking order. */
  transfersOf(session: LedgerSession, transferIds: readonly string[]): Promise<LedgerTransfer[]>;

  /** Every account of the chart with its four sums (zero for an account never moved). */
  balances(session: LedgerSession): Promise<AccountBalance[]>;

  /**
   * Resolutions (post or void) that do not match their pending transfer: none, or another
   * phase, ledger, accounts or amount. Empty on healthy books. Only those created at or after
   * `since`, when given.
   */
  mismatchedResolutions(session: LedgerSession, since?: Date): Promise<{ id: string; pendingId: string }[]>;
}
