import { CountryFlag } from '@/components/country-flag';
import { Card } from '@/components/ui/card';
import { countries } from '@/config/countries';
import { landingAnchors } from '@/config/paths';
import { SectionHeading } from './section-heading';

export function CountriesSection() {
  return (
    <section
      id={landingAnchors.countries}
      aria-labelledby="countries-title"
      className="scroll-mt-20 bg-slate-50 py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="countries-title"
          eyebrow="Countries"
          title="Where you can send money"
          description="Your recipient is paid in their local currency."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {countries.map((country) => (
            <li key={country.value}>
              <Card className="h-full p-8 text-center transition-shadow hover:shadow-md">
                <CountryFlag country={country.value} alt="" className="mx-auto h-12 w-16 rounded-md shadow-sm" />
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{country.label}</h3>
                <p className="mt-1 text-slate-600">
                  {country.currencyName} ({country.currencyCode})
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
