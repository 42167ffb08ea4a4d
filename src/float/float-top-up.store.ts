import type { LedgerSql } from '../ledger/ledger-sql.js';
import type { FloatRail, LocalCurrency } from '../ledger/domain/ledger-chart.js';
import { Rate } from '../shared/domain/rate.js';
import { FloatTopUp, type TopUpState } from './domain/float-top-up.js';

interface TopUpRow {
  id: string;
  rail: FloatRail;
  currency: LocalCurrency;
  local_amount: string;
  usd_amount: string;
  rate: string;
  bank_reference: string;
  note: string | null;
  state: TopUpState;
  recorded_at: Date | string;
  confirmed_at: Date | string | null;
  cancelled_at: Date | string | null;
  opening: boolean;
}

const COLUMNS = 'id, rail, currency, local_amount::text, usd_amount::text, rate::text, bank_reference, note, state, recorded_at, confirmed_at, cancelled_at, opening';
const date = (value: Date | string | null) => (value === null ? null : new Date(value));

function toTopUp(row: TopUpRow): FloatTopUp {
  const topUp = new FloatTopUp(
    row.id,
    row.rail,
    row.currency,
    BigInt(row.local_amount),
    BigInt(row.usd_amount),
    Rate.parse(row.rate),
    row.bank_reference,
    row.note,
    new Date(row.recorded_at),
    row.opening,
  );
  topUp.state = row.state;
  topUp.confirmedAt = date(row.confirmed_at);
  topUp.cancelledAt = date(row.cancelled_at);
  return topUp;
}

/** The top-ups' rows (`float_top_ups`), in the caller's transaction. */
export const floatTopUpStore = {
  /** Inserts it; false when its bank reference is taken for that float already (nothing written). */
  async insert(sql: LedgerSql, topUp: FloatTopUp): Promise<boolean> {
    const rows = await sql(
      `insert into float_top_ups (id, rail, currency, local_amount, usd_amount, rate, bank_reference, note, state, recorded_at, confirmed_at, opening)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing returning id`,
      [
        topUp.id,
        topUp.rail,
        topUp.currency,
        String(topUp.localMinor),
        String(topUp.usdMinor),
        topUp.rate.toDecimalString(),
        topUp.bankReference,
        topUp.note,
        topUp.state,
        topUp.recordedAt.toISOString(),
        topUp.confirmedAt?.toISOString() ?? null,
        topUp.opening,
      ],
    );
    return rows.length === 1;
  },

  async find(sql: LedgerSql, id: string): Promise<FloatTopUp | null> {
    const [row] = await sql<TopUpRow>(`select ${COLUMNS} from float_top_ups where id = ?`, [id]);
    return row ? toTopUp(row) : null;
  },

  async lock(sql: LedgerSql, id: string): Promise<FloatTopUp | null> {
    const [row] = await sql<TopUpRow>(`select ${COLUMNS} from float_top_ups where id = ? for update`, [id]);
    return row ? toTopUp(row) : null;
  },

  async saveState(sql: LedgerSql, topUp: FloatTopUp): Promise<void> {
    await sql('update float_top_ups set state = ?, confirmed_at = ?, cancelled_at = ? where id = ?', [
      topUp.state,
      topUp.confirmedAt?.toISOString() ?? null,
      topUp.cancelledAt?.toISOString() ?? null,
      topUp.id,
    ]);
  },

  /** Pending top-ups of one float, oldest first. */
  async pending(sql: LedgerSql, rail: FloatRail, currency: LocalCurrency): Promise<FloatTopUp[]> {
    const rows = await sql<TopUpRow>(`select ${COLUMNS} from float_top_ups where rail = ? and currency = ? and state = 'pending' order by recorded_at, id`, [rail, currency]);
    return rows.map(toTopUp);
  },

  /** The latest top-ups, newest first. */
  async latest(sql: LedgerSql, limit: number): Promise<FloatTopUp[]> {
    const rows = await sql<TopUpRow>(`select ${COLUMNS} from float_top_ups order by recorded_at desc, id limit ?`, [limit]);
    return rows.map(toTopUp);
  },
};
