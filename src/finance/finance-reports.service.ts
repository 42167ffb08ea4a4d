import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DELIVERY_CODES, REVENUE_LINES } from './domain/revenue-lines.js';
import { buildRevenueReport, type RevenueAggregate, type RevenueReport } from './domain/revenue-report.js';
import { buildTrialBalance, type AccountSums, type ChartAccount, type ChartLedger, type LedgerTrialBalance } from './domain/trial-balance.js';
import type { JournalEntry } from './domain/journal-entry.js';
import { endOfDay, startOfDay, type Day } from './finance-period.js';

/** The books' chart as its tables hold it (`ledger_ledgers`, `ledger_accounts`): whatever accounts exist, none listed here. */
export interface FinanceChart {
  ledgers: ChartLedger[];
  accounts: ChartAccount[];
}

/** How many journal rows PostgreSQL hands over at a time (a server-side cursor): an export of any size holds only this many. */
const JOURNAL_CHUNK = 1000;

/**
 * The finance views' reads over the books (`ledger_transfers`), in SQL, read-only. Entries are
 * dated when they were booked (`created_at`): an entry the migration back-filled carries the
 * back-fill's date.
 */
@Injectable()
export class FinanceReports {
  constructor(private readonly em: EntityManager) {}

  async chart(): Promise<FinanceChart> {
    const ledgers = await this.rows<{ id: number; currency: string; scale: number }>('select id, currency, scale from ledger_ledgers order by id');
    const accounts = await this.rows<{ id: number; ledger: number; code: string; normal_side: 'debit' | 'credit'; description: string }>(
      'select id, ledger, code, normal_side, description from ledger_accounts order by id',
    );
    return {
      ledgers: ledgers.map((l) => ({ id: Number(l.id), currency: l.currency, scale: Number(l.scale) })),
      accounts: accounts.map((a) => ({ id: Number(a.id), ledgerId: Number(a.ledger), code: a.code, normalSide: a.normal_side, description: a.description })),
    };
  }

  /** Every account's sums over the entries booked up to `asOf` (all of them without it). */
  async trialBalance(asOf: Date | null): Promise<LedgerTrialBalance[]> {
    const chart = await this.chart();
    const at = asOf?.toISOString() ?? null;
    const rows = await this.rows<{ account_id: number; ledger: number; debits_posted: string; credits_posted: string; debits_pending: string; credits_pending: string }>(
      `select account_id, ledger,
              coalesce(sum(amount) filter (where side = 'debit' and phase in ('single', 'post_pending')), 0)::text as debits_posted,
              coalesce(sum(amount) filter (where side = 'credit' and phase in ('single', 'post_pending')), 0)::text as credits_posted,
              coalesce(sum(case phase when 'pending' then amount when 'single' then 0 else -amount end) filter (where side = 'debit'), 0)::text as debits_pending,
              coalesce(sum(case phase when 'pending' then amount when 'single' then 0 else -amount end) filter (where side = 'credit'), 0)::text as credits_pending
         from (select debit_account_id as account_id, ledger, 'debit' as side, phase, amount from ledger_transfers where ?::timestamptz is null or created_at < ?::timestamptz
               union all
               select credit_account_id, ledger, 'credit', phase, amount from ledger_transfers where ?::timestamptz is null or created_at < ?::timestamptz) as movements
        group by account_id, ledger`,
      [at, at, at, at],
    );
    const sums: AccountSums[] = rows.map((r) => ({
      accountId: Number(r.account_id),
      ledgerId: Number(r.ledger),
      debitsPosted: BigInt(r.debits_posted),
      creditsPosted: BigInt(r.credits_posted),
      debitsPending: BigInt(r.debits_pending),
      creditsPending: BigInt(r.credits_pending),
    }));
    return buildTrialBalance(chart.ledgers, chart.accounts, sums);
  }

  /**
   * Revenue by corridor (the product transfer's destination) and day (UTC) from `from` to `to`
   * inclusive: each revenue line's USD account, posted entries only (a pending payout earns and
   * costs nothing until it posts), and the deliveries.
   */
  async revenue(from: Day, to: Day): Promise<RevenueReport> {
    const chart = await this.chart();
    const usd = chart.ledgers.find((ledger) => ledger.currency === 'USD');
    const usdAccounts = chart.accounts.filter((account) => account.ledgerId === usd?.id);
    const lineAccounts = usdAccounts.filter((account) => REVENUE_LINES.some((line) => line.account === account.code));
    const range = [startOfDay(from).toISOString(), endOfDay(to).toISOString()];
    // One pass over the range's entries: each is grouped by its corridor and day and by the line
    // accounts it credits and debits (an entry may move two lines), deliveries counted beside.
    const rows = await this.rows<{ country: string | null; currency: string | null; day: string; credited: string | null; credits: string | null; debited: string | null; debits: string | null; delivered: string }>(
      `with line_accounts as (
         select (value->>'id')::integer as id, value->>'code' as code from jsonb_array_elements(?::jsonb)
       ),
       entries as (
         select e.transfer_id, (e.created_at at time zone 'UTC')::date as day, c.code as credited, d.code as debited, e.amount,
                e.ledger = ? and e.code in (select value from jsonb_array_elements_text(?::jsonb)) as delivery
           from ledger_transfers e
           left join line_accounts c on c.id = e.credit_account_id
           left join line_accounts d on d.id = e.debit_account_id
          where e.created_at >= ?::timestamptz and e.created_at < ?::timestamptz and e.phase in ('single', 'post_pending')
       )
       select t.country, t.currency_code as currency, to_char(e.day, 'YYYY-MM-DD') as day,
              e.credited, (sum(e.amount) filter (where e.credited is not null))::text as credits,
              e.debited, (sum(e.amount) filter (where e.debited is not null))::text as debits,
              count(*) filter (where e.delivery) as delivered
         from entries e
         left join transactions t on t.id = e.transfer_id
        where e.credited is not null or e.debited is not null or e.delivery
        group by t.country, t.currency_code, e.day, e.credited, e.debited`,
      [JSON.stringify(lineAccounts.map(({ id, code }) => ({ id, code }))), usd?.id ?? -1, JSON.stringify(DELIVERY_CODES), ...range],
    );
    const aggregates: RevenueAggregate[] = rows.flatMap((r) => {
      const at = { country: r.country, currency: r.currency, day: r.day };
      const out: RevenueAggregate[] = [];
      if (r.credited && r.credits) out.push({ kind: 'line', ...at, account: r.credited, creditsMinusDebits: BigInt(r.credits) });
      if (r.debited && r.debits) out.push({ kind: 'line', ...at, account: r.debited, creditsMinusDebits: -BigInt(r.debits) });
      if (Number(r.delivered) > 0) out.push({ kind: 'delivered', ...at, count: Number(r.delivered) });
      return out;
    });
    return buildRevenueReport(from, to, new Set(usdAccounts.map((account) => account.code)), aggregates);
  }

  /**
   * Every ledger transfer booked from `from` to `to` inclusive, oldest first, read through a
   * server-side cursor: rows arrive `JOURNAL_CHUNK` at a time as the caller consumes them.
   */
  async *journal(from: Day, to: Day): AsyncGenerator<JournalEntry> {
    const rows = this.em.getConnection().stream<{
      booked_at: string;
      id: string;
      currency: string | null;
      scale: number | null;
      ledger: number;
      debit_account: string | null;
      debit_account_id: number;
      credit_account: string | null;
      credit_account_id: number;
      amount: string;
      phase: string;
      pending_id: string | null;
      transfer_id: string | null;
      code: string;
      reference: string | null;
    }>(
      `select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as booked_at, e.id, e.ledger, l.currency, l.scale,
              e.debit_account_id, d.code as debit_account, e.credit_account_id, c.code as credit_account,
              e.amount::text as amount, e.phase, e.pending_id, e.transfer_id, e.code, e.reference
         from ledger_transfers e
         left join ledger_ledgers l on l.id = e.ledger
         left join ledger_accounts d on d.id = e.debit_account_id
         left join ledger_accounts c on c.id = e.credit_account_id
        where e.created_at >= ?::timestamptz and e.created_at < ?::timestamptz
        order by e.created_at, e.seq`,
      [startOfDay(from).toISOString(), endOfDay(to).toISOString()],
      undefined,
      undefined,
      JOURNAL_CHUNK,
    );
    for await (const r of rows) {
      yield {
        bookedAt: r.booked_at,
        id: r.id,
        currency: r.currency ?? `ledger #${r.ledger}`,
        scale: r.scale === null ? 0 : Number(r.scale),
        debitAccount: r.debit_account ?? `account #${r.debit_account_id}`,
        creditAccount: r.credit_account ?? `account #${r.credit_account_id}`,
        amount: BigInt(r.amount),
        phase: r.phase,
        pendingId: r.pending_id,
        transferId: r.transfer_id,
        code: r.code,
        reference: r.reference,
      };
    }
  }

  private rows<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    return this.em.getConnection().execute(sql, [...params], 'all') as Promise<Row[]>;
  }
}
