import { useSearchParams } from 'react-router-dom';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useRates } from '@/lib/data/rates';
import { countryFromQuery, useRateAlerts } from '../api/rate-alerts';
import { CurrentRates } from '../components/current-rates';
import { RateAlertForm } from '../components/rate-alert-form';
import { RateAlertList } from '../components/rate-alert-list';
import { useT } from '@/lib/i18n/messages';

/** /rate-alerts: today's rates, a form to wait for a better one, and the sender's alerts. */
export default function RateAlertsRoute() {
  const [query] = useSearchParams();
  const { data: rates } = useRates();
  const { data: alerts, error, mutate } = useRateAlerts();
  const t = useT();

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
      <BackToDashboard />
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('userMenu.rateAlerts')}</h1>
        <p className="mt-1 text-slate-600">{t('rateAlerts.description')}</p>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <RateAlertForm rates={rates} initialCountry={countryFromQuery(query.get('country'))} />

          <section aria-labelledby="your-alerts" className="space-y-4">
            <h2 id="your-alerts" className="text-lg font-semibold text-slate-900">
              {t('rateAlerts.yours')}
            </h2>
            {error && !alerts ? (
              <div className="space-y-4 text-center">
                <p role="alert" className="text-slate-600">
                  {t('rateAlerts.loadFailed')}
                </p>
                <Button variant="secondary" onClick={() => void mutate()}>
                  {t('transactions.tryAgain')}
                </Button>
              </div>
            ) : !alerts ? (
              <Spinner label={t('rateAlerts.loading')} className="py-10" />
            ) : alerts.length === 0 ? (
              <Card className="p-8 text-center text-slate-600">{t('rateAlerts.none')}</Card>
            ) : (
              <RateAlertList alerts={alerts} />
            )}
          </section>
        </div>
        <CurrentRates rates={rates} />
      </div>
    </div>
  );
}
