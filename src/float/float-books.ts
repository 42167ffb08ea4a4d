import { fromLedgerUnits } from '../ledger/domain/ledger-amount.js';
import { findAccount, type FloatRail, type LocalCurrency } from '../ledger/domain/ledger-chart.js';
import type { LedgerSql } from '../ledger/ledger-sql.js';
import type { BoughtFloat } from './domain/float-cost-rate.js';
import type { FloatPosition } from './domain/float-position.js';

/**
 * What the float figures read from the books (`ledger_transfers`, summed over the covering
 * indexes of the one account, no lock taken) and from the top-ups, in hundredths.
 */

const accountId = (rail: FloatRail, currency: LocalCurrency) => {
  const account = findAccount(currency, `partner_float:${rail}`);
  if (!account) throw new Error(`The ${currency} ledger has no float at ${rail}`);
  return account.id;
};

/** The float account's posted balance and its pending payouts and top-ups. */
export async function floatPosition(sql: LedgerSql, rail: FloatRail, currency: LocalCurrency): Promise<FloatPosition> {
  const id = accountId(rail, currency);
  const [row] = await sql<{ posted_debits: string; posted_credits: string; pending_debits: string; pending_credits: string }>(
    `select
       coalesce(sum(amount) filter (where debit_account_id = ? and phase in ('single', 'post_pending')), 0)::text as posted_debits,
       coalesce(sum(amount) filter (where credit_account_id = ? and phase in ('single', 'post_pending')), 0)::text as posted_credits,
       coalesce(sum(case phase when 'pending' then amount when 'single' then 0 else -amount end) filter (where debit_account_id = ?), 0)::text as pending_debits,
       coalesce(sum(case phase when 'pending' then amount when 'single' then 0 else -amount end) filter (where credit_account_id = ?), 0)::text as pending_credits
     from ledger_transfers where debit_account_id = ? or credit_account_id = ?`,
    [id, id, id, id, id, id],
  );
  const minor = (units: string) => fromLedgerUnits(BigInt(units), currency);
  return {
    postedMinor: minor(row!.posted_debits) - minor(row!.posted_credits),
    pendingPayoutsMinor: minor(row!.pending_credits),
    pendingTopUpsMinor: minor(row!.pending_debits),
  };
}

/** What the float paid out (posted credits) since `since`. */
export async function paidOutSince(sql: LedgerSql, rail: FloatRail, currency: LocalCurrency, since: Date): Promise<bigint> {
  const [row] = await sql<{ paid: string }>(
    `select coalesce(sum(amount), 0)::text as paid from ledger_transfers
      where credit_account_id = ? and phase in ('single', 'post_pending') and created_at >= ?::timestamptz`,
    [accountId(rail, currency), since.toISOString()],
  );
  return fromLedgerUnits(BigInt(row!.paid), currency);
}

/** The confirmed top-ups of one float, newest first. */
export async function boughtFloat(sql: LedgerSql, rail: FloatRail, currency: LocalCurrency): Promise<BoughtFloat[]> {
  const rows = await sql<{ local_amount: string; usd_amount: string }>(
    `select local_amount::text, usd_amount::text from float_top_ups
      where rail = ? and currency = ? and state = 'confirmed' order by confirmed_at desc, recorded_at desc`,
    [rail, currency],
  );
  return rows.map((row) => ({ localMinor: BigInt(row.local_amount), usdMinor: BigInt(row.usd_amount) }));
}
