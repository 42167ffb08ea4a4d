import { CountryFlag } from '@/components/country-flag';
import { Card } from '@/components/ui/card';
import { countries } from '@/config/countries';
import { landingAnchors } from '@/config/paths';
import { m, useT } from '@/lib/i18n/messages';
import { SectionHeading } from './section-heading';

export function CountriesSection() {
  const t = useT();
  return (
    <section
      id={landingAnchors.countries}
      aria-labelledby="countries-title"
      className="scroll-mt-20 bg-slate-50 py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="countries-title"
          eyebrow={m('landing.countries.eyebrow')}
          title={m('landing.countries.title')}
          description={m('landing.countries.description')}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {countries.map((country) => (
            <li key={country.value}>
              <Card className="h-full p-8 text-center transition-shadow hover:shadow-md">
                <CountryFlag country={country.value} alt="" className="mx-auto h-12 w-16 rounded-md shadow-sm" />
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{t(country.labelId)}</h3>
                <p className="mt-1 text-slate-600">
                  {t('landing.countries.currency', { currencyName: t(country.currencyNameId), currencyCode: country.currencyCode })}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
