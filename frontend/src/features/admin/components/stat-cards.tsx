import { useId, type ComponentType, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BanknoteIcon, PercentIcon, TrendingUpIcon, UsersIcon } from '@/components/ui/icons';
import { formatMoney } from '@/lib/format-money';
import { useAdminStats } from '../api/admin-stats';
import { formatCount, formatPercent } from './admin-format';

type StatCardProps = {
  title: string;
  value: ReactNode | undefined;
  note: string | undefined;
  icon: ComponentType<{ className?: string }>;
};

/** One figure, named by its title (a region, so `getByRole('region', {name})` finds it). */
export function StatCard({ title, value, note, icon: Icon }: StatCardProps) {
  const titleId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={titleId} aria-busy={value === undefined || undefined}>
        <div className="flex items-center justify-between gap-3">
          <h2 id={titleId} className="text-sm font-medium text-slate-600">
            {title}
          </h2>
          <Icon className="size-5 text-slate-400" />
        </div>
        <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{value ?? '—'}</p>
        <p className="mt-1 text-xs text-slate-500">{note ?? '\u00a0'}</p>
      </section>
    </Card>
  );
}

/** Total Users, Total Transactions, Total Volume and Success Rate (spec section 2). */
export function StatCards() {
  const { data: stats, error, mutate } = useAdminStats();

  if (error && !stats) {
    return (
      <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
        <p role="alert" className="text-sm text-slate-600">
          We could not load the statistics.
        </p>
        <Button variant="secondary" size="sm" onClick={() => void mutate()}>
          Try again
        </Button>
      </Card>
    );
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        title="Total Users"
        icon={UsersIcon}
        value={stats && formatCount(stats.totalUsers)}
        note={stats && `${formatCount(stats.newUsersThisMonth)} new this month`}
      />
      <StatCard
        title="Total Transactions"
        icon={TrendingUpIcon}
        value={stats && formatCount(stats.totalTransactions)}
        note={stats && `${formatCount(stats.transactionsThisMonth)} this month`}
      />
      <StatCard
        title="Total Volume"
        icon={BanknoteIcon}
        value={stats && formatMoney(stats.totalVolume)}
        note={stats && `${formatMoney(stats.volumeThisMonth)} this month`}
      />
      <StatCard
        title="Success Rate"
        icon={PercentIcon}
        value={stats && formatPercent(stats.successRate)}
        note={stats && 'Last 30 days'}
      />
    </div>
  );
}
