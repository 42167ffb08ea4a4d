import { balanceProblems } from './domain/ledger-balances.js';
import type { LedgerTransfer } from './domain/ledger-transfer.js';
import { postingsOfLog } from './domain/posting-rules.js';
import type { LedgerSql } from './ledger-sql.js';
import type { LedgerPort } from './ledger.port.js';
import { PostgresLedger } from './postgres-ledger.adapter.js';
import { eventLogs, transferFigures, transferIdPages } from './transfer-logs.js';

const PAGE = 500;

/**
 * Books every existing transfer's stored events, in order, with the posting rules (run once by
 * Migration20261126020000_ledger, in its transaction). Throws, so that the migration fails and
 * nothing is kept, when a transfer's events cannot be booked (naming it) or when the books do
 * not balance after. Booking is idempotent: run again, it adds nothing. `only`: just these
 * transfers (a check of the back-fill).
 */
export async function backfillLedger(
  sql: LedgerSql,
  { ledger = new PostgresLedger(), only }: { ledger?: LedgerPort; only?: readonly string[] } = {},
): Promise<{ transfers: number; ledgerTransfers: number }> {
  let transfers = 0;
  let ledgerTransfers = 0;
  const pages = only ? [[...only]] : transferIdPages(sql, PAGE);
  for await (const ids of pages) {
    const figures = await transferFigures(sql, ids);
    const logs = await eventLogs(sql, ids);
    const page: LedgerTransfer[] = [];
    for (const id of ids) {
      try {
        page.push(...postingsOfLog(figures.get(id)!, logs.get(id) ?? []));
      } catch (error) {
        throw new Error(`The ledger back-fill cannot book transfer ${id}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
    ledgerTransfers += await ledger.createTransfers(sql, page);
    transfers += ids.length;
  }
  const unbalanced = balanceProblems(await ledger.balances(sql)).filter((problem) => problem.kind === 'ledger_unbalanced');
  if (unbalanced.length > 0) throw new Error(`The ledger back-fill does not balance: ${JSON.stringify(unbalanced)}`);
  return { transfers, ledgerTransfers };
}
