import { fromLedgerUnits } from '../ledger/domain/ledger-amount.js';
import { findAccount, type FloatRail, type LocalCurrency } from '../ledger/domain/ledger-chart.js';
import type { LedgerSql } from '../ledger/ledger-sql.js';

export interface FloatAsOf {
  postedMinor: bigint;
  pendingPayoutsMinor: bigint;
  pendingTopUpsMinor: bigint;
}

/**
 * The books' float at a partner when the partner said what it holds, in hundredths. The partner's
 * figure stands at some moment between `asOf` (its own time, which Daraja gives to the second)
 * and `answeredAt` (when its answer reached us): the posted balance is read as of `asOf`, and
 * whatever moved the float meanwhile counts as in flight, payouts (crediting it) and top-ups
 * (debiting it) apart: pendings created by `answeredAt` and not posted or voided by `asOf`, and
 * movements posted between the two.
 */
export async function floatAsOf(sql: LedgerSql, rail: FloatRail, currency: LocalCurrency, asOf: Date, answeredAt: Date): Promise<FloatAsOf> {
  const account = findAccount(currency, `partner_float:${rail}`);
  if (!account) throw new Error(`The ${currency} ledger has no float at ${rail}`);
  const from = asOf.toISOString();
  const to = new Date(Math.max(asOf.getTime(), answeredAt.getTime())).toISOString();
  const unresolved = `not exists (select 1 from ledger_transfers r where r.pending_id = t.id and r.created_at <= ?::timestamptz)`;
  const moving = (side: 'credit' | 'debit') =>
    `case when t.${side}_account_id = ? and ((t.phase = 'pending' and ${unresolved})
                                          or (t.phase in ('single', 'post_pending') and t.created_at > ?::timestamptz)) then t.amount else 0 end`;
  const [row] = await sql<{ posted: string; pending_out: string; pending_in: string }>(
    `select coalesce(sum(case when t.phase in ('single', 'post_pending') and t.created_at <= ?::timestamptz
                              then (case when t.debit_account_id = ? then t.amount else -t.amount end) else 0 end), 0)::text as posted,
            coalesce(sum(${moving('credit')}), 0)::text as pending_out,
            coalesce(sum(${moving('debit')}), 0)::text as pending_in
       from ledger_transfers t
      where (t.debit_account_id = ? or t.credit_account_id = ?) and t.created_at <= ?::timestamptz`,
    [from, account.id, account.id, from, from, account.id, from, from, account.id, account.id, to],
  );
  return {
    postedMinor: fromLedgerUnits(BigInt(row?.posted ?? '0'), currency),
    pendingPayoutsMinor: fromLedgerUnits(BigInt(row?.pending_out ?? '0'), currency),
    pendingTopUpsMinor: fromLedgerUnits(BigInt(row?.pending_in ?? '0'), currency),
  };
}
