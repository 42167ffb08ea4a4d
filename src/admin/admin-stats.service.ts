import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Money } from '../shared/domain/money.js';
import { averageAmount, successRatePercent } from './domain/admin-figures.js';

/**
 * The dashboard's statistics. Definitions (docs/api.md):
 * - volume: USD sent (`amount`, fees excluded) in completed transfers;
 * - this month: created since the first of the current month, 00:00 UTC;
 * - successRate: completed / (completed + failed) among transfers created in the last 30
 *   days (the 30 UTC calendar days ending today), a percentage with 1 decimal, 0 when none;
 * - averageTransaction: the mean amount of completed transfers, to the cent;
 * - topCountry / popularPaymentMethod: the most frequent among completed transfers
 *   (ties: alphabetical), null when there are none;
 * - volumeByDay: completed volume per UTC day of creation, the last 30 days, oldest first.
 */
export interface AdminStats {
  totalUsers: number;
  newUsersThisMonth: number;
  totalTransactions: number;
  transactionsThisMonth: number;
  totalVolume: number;
  volumeThisMonth: number;
  successRate: number;
  averageTransaction: number;
  topCountry: string | null;
  popularPaymentMethod: string | null;
  volumeByDay: { date: string; volume: number }[];
  /** Payment attempts the provider declined in the last 30 days (a jump means card testing). */
  declinedPayments: number;
}

interface TotalsRow {
  total_count: string;
  month_count: string;
  total_volume: string;
  month_volume: string;
  completed_count: string;
  window_completed: string;
  window_failed: string;
}

/**
 * Transfer figures come from `transaction_daily_totals`, a per-day rollup the database
 * keeps exact with triggers on `transactions` (see the migration), so they cost the same
 * at a million transfers as at ten. All aggregation happens in SQL; no transfer row is
 * loaded.
 */
@Injectable()
export class AdminStatistics {
  constructor(private readonly em: EntityManager) {}

  async compute(): Promise<AdminStats> {
    const connection = this.em.getConnection();
    const [[users], [totals], [country], [method], days, [declines]] = await Promise.all([
      connection.execute<{ total: string; this_month: string }[]>(
        `select count(*) as total,
                count(*) filter (where created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC') as this_month
           from users`,
      ),
      connection.execute<TotalsRow[]>(
        `with bounds as (
           select date_trunc('month', now() at time zone 'UTC')::date as month_start,
                  (now() at time zone 'UTC')::date - 29 as window_start
         )
         select coalesce(sum(d.transfer_count), 0) as total_count,
                coalesce(sum(d.transfer_count) filter (where d.day >= b.month_start), 0) as month_count,
                coalesce(sum(d.amount_sum) filter (where d.status = 'completed'), 0) as total_volume,
                coalesce(sum(d.amount_sum) filter (where d.status = 'completed' and d.day >= b.month_start), 0) as month_volume,
                coalesce(sum(d.transfer_count) filter (where d.status = 'completed'), 0) as completed_count,
                coalesce(sum(d.transfer_count) filter (where d.status = 'completed' and d.day >= b.window_start), 0) as window_completed,
                coalesce(sum(d.transfer_count) filter (where d.status = 'failed' and d.day >= b.window_start), 0) as window_failed
           from transaction_daily_totals d cross join bounds b`,
      ),
      connection.execute<{ value: string }[]>(mostFrequentCompleted('country')),
      connection.execute<{ value: string }[]>(mostFrequentCompleted('payment_method')),
      connection.execute<{ date: string; volume: string }[]>(
        `select to_char(day.d, 'YYYY-MM-DD') as date, coalesce(sum(d.amount_sum), 0) as volume
           from generate_series((now() at time zone 'UTC')::date - 29, (now() at time zone 'UTC')::date, interval '1 day') as day(d)
           left join transaction_daily_totals d on d.day = day.d::date and d.status = 'completed'
          group by day.d
          order by day.d`,
      ),
      connection.execute<{ n: string }[]>(
        `select count(*) as n from transfer_events where type = 'PaymentDeclined' and occurred_at >= now() - interval '30 days'`,
      ),
    ]);
    const totalVolume = usd(totals.total_volume);
    return {
      totalUsers: Number(users.total),
      newUsersThisMonth: Number(users.this_month),
      totalTransactions: Number(totals.total_count),
      transactionsThisMonth: Number(totals.month_count),
      totalVolume: totalVolume.toNumber(),
      volumeThisMonth: usd(totals.month_volume).toNumber(),
      successRate: successRatePercent(BigInt(totals.window_completed), BigInt(totals.window_failed)),
      averageTransaction: averageAmount(totalVolume, BigInt(totals.completed_count)).toNumber(),
      topCountry: country?.value ?? null,
      popularPaymentMethod: method?.value ?? null,
      volumeByDay: days.map((day) => ({ date: day.date, volume: usd(day.volume).toNumber() })),
      declinedPayments: Number(declines.n),
    };
  }
}

function mostFrequentCompleted(column: 'country' | 'payment_method'): string {
  return `select ${column} as value
            from transaction_daily_totals
           where status = 'completed'
           group by ${column}
          having sum(transfer_count) > 0
           order by sum(transfer_count) desc, ${column} asc
           limit 1`;
}

/** SQL sums of numeric(…,2) columns arrive as decimal strings; they never pass through a float. */
function usd(text: string): Money {
  return Money.parse(String(text), 'USD');
}
