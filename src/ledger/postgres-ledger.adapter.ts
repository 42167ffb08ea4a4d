import { Injectable } from '@nestjs/common';
import type { Currency } from '../shared/domain/money.js';
import { emptyBalance, type AccountBalance } from './domain/ledger-balances.js';
import { accountById, ACCOUNTS, findAccount, LEDGERS, ledgerById } from './domain/ledger-chart.js';
import { assertValidTransfer, differenceBetween, type LedgerPhase, type LedgerTransfer, type PostingCode } from './domain/ledger-transfer.js';
import { LedgerTransferConflictError, LedgerTransferRefusedError } from './domain/ledger.errors.js';
import { listParam } from './ledger-sql.js';
import type { LedgerPort, LedgerSession } from './ledger.port.js';

interface TransferRow {
  id: string;
  ledger: number | string;
  debit_account_id: number | string;
  credit_account_id: number | string;
  amount: string | number | bigint;
  phase: LedgerPhase;
  pending_id: string | null;
  code: PostingCode;
  transfer_id: string | null;
  event_sequence: number | string | null;
  linked: boolean;
  reference: string | null;
}

const COLUMNS = 'id, ledger, debit_account_id, credit_account_id, amount, phase, pending_id, code, transfer_id, event_sequence, linked, reference';

/**
 * The books in PostgreSQL (`ledger_transfers`, created by Migration20261126020000_ledger).
 *
 * Hot accounts: every card payment credits `customer_funds`, every payout debits a partner's
 * float, every delivery credits `fee_revenue`. Keeping a balance row per account, updated by
 * each posting, would make every transaction that books to one of them wait for the row lock
 * of the one before it until it commits: postings to a hot account would run one at a time,
 * whatever the number of workers (the trap Formance and Blnk document). So nothing is updated:
 * a posting is one appended row, and a balance is the sum of its account's rows, read through
 * two covering indexes (`ledger_transfers_debits`, `ledger_transfers_credits`: account, then
 * phase and amount) without touching the table. There are no foreign keys from a transfer to
 * its accounts either: checking one takes a KEY SHARE lock on the account's row, and many
 * transactions holding it at once make PostgreSQL write a MultiXact on that hot row for each.
 * The chart is fixed in code and every transfer is checked against it before it is written.
 * Summing grows with the number of postings; when reading a balance must be fast at any size
 * (dispatch checking a partner's float, part 2), the sums up to a point can be rolled into a
 * checkpoint per account by a periodic job (up to a `seq` no transaction still in flight can
 * precede), leaving only the rows after it to sum: still no lock shared by postings.
 */
@Injectable()
export class PostgresLedger implements LedgerPort {
  async createTransfers(sql: LedgerSession, transfers: readonly LedgerTransfer[]): Promise<number> {
    if (transfers.length === 0) return 0;
    const unique = new Map<string, LedgerTransfer>();
    for (const transfer of transfers) {
      assertValidTransfer(transfer);
      const known = unique.get(transfer.id);
      const difference = known && differenceBetween(known, transfer);
      if (difference) throw new LedgerTransferConflictError(transfer.id, difference);
      if (!known) unique.set(transfer.id, transfer);
    }
    const rows = [...unique.values()].map((t) => ({
      id: t.id,
      ledger: LEDGERS[t.ledger].id,
      debit_account_id: findAccount(t.ledger, t.debit)!.id,
      credit_account_id: findAccount(t.ledger, t.credit)!.id,
      amount: String(t.amount),
      phase: t.phase,
      pending_id: t.pendingId,
      code: t.code,
      transfer_id: t.transferId,
      event_sequence: t.eventSequence,
      linked: t.linked,
      reference: t.reference ?? null,
    }));
    // One statement for the whole flush. `on conflict (id)` only: a second resolution of one
    // pending transfer breaks `ledger_transfers_resolves_once` and fails the transaction.
    const created = await sql<{ id: string }>(
      `insert into ledger_transfers (${COLUMNS})
       select ${COLUMNS}
         from jsonb_to_recordset(?::jsonb) as x(id uuid, ledger smallint, debit_account_id integer, credit_account_id integer, amount bigint,
                                                phase text, pending_id uuid, code text, transfer_id uuid, event_sequence integer, linked boolean, reference text)
       on conflict (id) do nothing
       returning id`,
      [JSON.stringify(rows)],
    );
    if (created.length < rows.length) await this.assertRepeatsMatch(sql, [...unique.values()], new Set(created.map((row) => row.id)));
    return created.length;
  }

  /** Transfers not created were there already: each must be what is booked again, and no chain may be half there. */
  private async assertRepeatsMatch(sql: LedgerSession, transfers: LedgerTransfer[], created: Set<string>): Promise<void> {
    const repeats = transfers.filter((transfer) => !created.has(transfer.id));
    const stored = new Map(
      (await sql<TransferRow>(`select ${COLUMNS} from ledger_transfers where id in (select value::uuid from jsonb_array_elements_text(?::jsonb))`, [
        listParam(repeats.map((transfer) => transfer.id)),
      ])).map((row) => [row.id, toTransfer(row)]),
    );
    for (const repeat of repeats) {
      const original = stored.get(repeat.id);
      const difference = original ? differenceBetween(original, repeat) : 'existence';
      if (difference) throw new LedgerTransferConflictError(repeat.id, difference);
    }
    // A linked chain (one event's transfers) is booked whole or not at all.
    for (const chain of chainsOf(transfers)) {
      const fresh = chain.filter((transfer) => created.has(transfer.id)).length;
      if (fresh > 0 && fresh < chain.length) throw new LedgerTransferRefusedError(chain[0].id, 'its linked chain was partly booked already');
    }
  }

  async transfersOf(sql: LedgerSession, transferIds: readonly string[]): Promise<LedgerTransfer[]> {
    if (transferIds.length === 0) return [];
    const rows = await sql<TransferRow>(
      `select ${COLUMNS} from ledger_transfers
        where transfer_id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
        order by seq`,
      [listParam(transferIds)],
    );
    return rows.map(toTransfer);
  }

  async balances(sql: LedgerSession): Promise<AccountBalance[]> {
    const rows = await sql<{ account_id: number | string; side: 'debit' | 'credit'; posted: string; pending: string }>(
      `select account_id, side,
              coalesce(sum(amount) filter (where phase in ('single', 'post_pending')), 0)::text as posted,
              coalesce(sum(case phase when 'pending' then amount when 'single' then 0 else -amount end), 0)::text as pending
         from (select debit_account_id as account_id, 'debit' as side, phase, amount from ledger_transfers
               union all
               select credit_account_id, 'credit', phase, amount from ledger_transfers) as movements
        group by account_id, side`,
    );
    const balances = new Map(ACCOUNTS.map((account) => [account.id, emptyBalance(account.ledger, account.code)]));
    for (const row of rows) {
      const balance = balances.get(Number(row.account_id));
      if (!balance) throw new Error(`ledger_transfers books to account ${row.account_id}, which the chart does not have`);
      if (row.side === 'debit') {
        balance.debitsPosted = BigInt(row.posted);
        balance.debitsPending = BigInt(row.pending);
      } else {
        balance.creditsPosted = BigInt(row.posted);
        balance.creditsPending = BigInt(row.pending);
      }
    }
    return [...balances.values()];
  }

  async mismatchedResolutions(sql: LedgerSession, since?: Date): Promise<{ id: string; pendingId: string }[]> {
    const rows = await sql<{ id: string; pending_id: string }>(
      `select r.id, r.pending_id
         from ledger_transfers r
         left join ledger_transfers p on p.id = r.pending_id
        where r.pending_id is not null and (?::timestamptz is null or r.created_at >= ?::timestamptz)
          and (p.id is null or p.phase <> 'pending' or p.ledger <> r.ledger or p.debit_account_id <> r.debit_account_id
               or p.credit_account_id <> r.credit_account_id or p.amount <> r.amount)`,
      [since?.toISOString() ?? null, since?.toISOString() ?? null],
    );
    return rows.map((row) => ({ id: row.id, pendingId: row.pending_id }));
  }
}

function toTransfer(row: TransferRow): LedgerTransfer {
  const ledger = ledgerById(Number(row.ledger))?.currency;
  const debit = accountById(Number(row.debit_account_id));
  const credit = accountById(Number(row.credit_account_id));
  if (!ledger || !debit || !credit) throw new Error(`Ledger transfer ${row.id} names a ledger or account the chart does not have`);
  return {
    id: row.id,
    ledger: ledger as Currency,
    debit: debit.code,
    credit: credit.code,
    amount: BigInt(row.amount),
    phase: row.phase,
    pendingId: row.pending_id,
    code: row.code,
    transferId: row.transfer_id,
    eventSequence: row.event_sequence === null ? null : Number(row.event_sequence),
    linked: row.linked,
    reference: row.reference,
  };
}

/** Transfers grouped into their linked chains (a chain ends at its first transfer not `linked`). */
function chainsOf(transfers: readonly LedgerTransfer[]): LedgerTransfer[][] {
  const chains: LedgerTransfer[][] = [];
  let chain: LedgerTransfer[] = [];
  for (const transfer of transfers) {
    chain.push(transfer);
    if (!transfer.linked) {
      chains.push(chain);
      chain = [];
    }
  }
  if (chain.length > 0) chains.push(chain);
  return chains;
}
