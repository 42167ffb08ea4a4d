import { CountryName } from '@/components/country-flag';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BanknoteIcon, CreditCardIcon, PercentIcon, ShieldCheckIcon, TrendingUpIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format-money';
import { useAdminStats } from '../api/admin-stats';
import { formatCount, formatPercent, methodText } from './admin-format';
import { StatCard } from './stat-cards';
import { SystemHealthCard } from './system-health-card';
import { VolumeChart } from './volume-chart';

export function AnalyticsTab() {
  const { data: stats, error, mutate } = useAdminStats();

  return (
    <div className="space-y-6">
      {error && !stats ? (
        <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
          <p role="alert" className="text-sm text-slate-600">
            We could not load the analytics.
          </p>
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            Try again
          </Button>
        </Card>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <StatCard
              title="Success Rate"
              icon={PercentIcon}
              value={stats && formatPercent(stats.successRate)}
              note={stats && 'Last 30 days'}
            />
            <StatCard
              title="Average Transaction"
              icon={BanknoteIcon}
              value={stats && formatMoney(stats.averageTransaction)}
              note={stats && 'Per transfer'}
            />
            <StatCard
              title="Top Country"
              icon={TrendingUpIcon}
              value={stats && (stats.topCountry ? <CountryName country={stats.topCountry} /> : 'N/A')}
              note={stats && 'Most transfers'}
            />
            <StatCard
              title="Popular Payment Method"
              icon={CreditCardIcon}
              value={stats && methodText(stats.popularPaymentMethod)}
              note={stats && 'Most used'}
            />
            <StatCard
              title="Declined Payments"
              icon={ShieldCheckIcon}
              value={stats && formatCount(stats.declinedPayments)}
              note={stats && 'Last 30 days'}
            />
          </div>
          <Card className="p-6">
            <section aria-labelledby="volume-over-time">
              <h2 id="volume-over-time" className="text-lg font-semibold text-slate-900">
                Volume Over Time
              </h2>
              <div className="mt-4">
                {stats ? <VolumeChart days={stats.volumeByDay} /> : <Spinner label="Loading volume" className="py-10" />}
              </div>
            </section>
          </Card>
        </>
      )}
      <SystemHealthCard />
    </div>
  );
}
