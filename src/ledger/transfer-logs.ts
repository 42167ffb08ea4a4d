import { Money, parseCurrency } from '../shared/domain/money.js';
import type { TransferEvent } from '../transfers/domain/transfer.events.js';
import type { SequencedEvent, TransferFigures } from './domain/posting-rules.js';
import { listParam, type LedgerSql } from './ledger-sql.js';

/**
 * Reads what the posting rules read, straight from the transfers' tables (`transactions`,
 * `transfer_events`): the books are checked and back-filled from the product's own record.
 */

/** The stored events of each transfer, in order. */
export async function eventLogs(sql: LedgerSql, transferIds: readonly string[]): Promise<Map<string, SequencedEvent[]>> {
  const logs = new Map<string, SequencedEvent[]>();
  if (transferIds.length === 0) return logs;
  const rows = await sql<{ transfer_id: string; sequence: number | string; payload: TransferEvent | string }>(
    `select transfer_id, sequence, payload from transfer_events
      where transfer_id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
      order by transfer_id, sequence`,
    [listParam(transferIds)],
  );
  for (const row of rows) {
    const event = typeof row.payload === 'string' ? (JSON.parse(row.payload) as TransferEvent) : row.payload;
    const log = logs.get(row.transfer_id) ?? [];
    log.push({ sequence: Number(row.sequence), event });
    logs.set(row.transfer_id, log);
  }
  return logs;
}

/** Each transfer's figures (`TransferFigures`), read from its row. */
export async function transferFigures(sql: LedgerSql, transferIds: readonly string[]): Promise<Map<string, TransferFigures>> {
  if (transferIds.length === 0) return new Map();
  const rows = await sql<{ id: string; amount: string; fee_amount: string; total_amount: string; recipient_amount: string; currency_code: string }>(
    `select id, amount::text, fee_amount::text, total_amount::text, recipient_amount::text, currency_code
       from transactions where id in (select value::uuid from jsonb_array_elements_text(?::jsonb))`,
    [listParam(transferIds)],
  );
  const usd = (decimal: string) => Money.parse(decimal, 'USD').minor;
  return new Map(
    rows.map((row) => {
      const currency = parseCurrency(row.currency_code);
      const figures: TransferFigures = {
        id: row.id,
        amountMinor: usd(row.amount),
        feeMinor: usd(row.fee_amount),
        totalMinor: usd(row.total_amount),
        recipientAmountMinor: Money.parse(row.recipient_amount, currency).minor,
        currencyCode: currency,
      };
      return [row.id, figures];
    }),
  );
}

/** Every transfer's id, in pages of `size`, in id order. */
export async function* transferIdPages(sql: LedgerSql, size: number): AsyncGenerator<string[]> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await sql<{ id: string }>('select id from transactions where id > ?::uuid order by id limit ?', [after, size]);
    if (rows.length === 0) return;
    yield rows.map((row) => row.id);
    after = rows[rows.length - 1].id;
  }
}
