import { Card } from '@/components/ui/card';
import { CountryFlag, useCountryName } from '@/components/country-flag';
import { countries } from '@/config/countries';
import type { Rates } from '@/lib/data/rates';
import { describeRate } from '../api/rate-alerts';
import { useT } from '@/lib/i18n/messages';

/** Today's rate for each country, the figure an alert is compared with. */
export function CurrentRates({ rates }: { rates: Rates | undefined }) {
  const t = useT();
  const countryName = useCountryName();
  return (
    <Card className="p-6">
      <section aria-labelledby="current-rates">
        <h2 id="current-rates" className="text-lg font-semibold text-slate-900">
          {t('rateAlerts.current')}
        </h2>
        <dl className="mt-4 divide-y divide-slate-100">
          {countries.map((country) => (
            <div key={country.value} data-testid={`rate-${country.value}`} className="flex items-center justify-between gap-4 py-2.5 text-sm">
              <dt className="flex items-center gap-2 text-slate-600">
                <CountryFlag country={country.value} alt="" />
                {countryName(country.value)}
              </dt>
              <dd className="font-medium text-slate-900">
                {rates ? describeRate(rates[country.value], country.currencyCode) : '—'}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
