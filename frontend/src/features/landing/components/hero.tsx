import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { CountryName } from '@/components/country-flag';
import { Card } from '@/components/ui/card';
import { CheckIcon } from '@/components/ui/icons';
import { countries } from '@/config/countries';
import { landingAnchors, landingSectionHref, paths } from '@/config/paths';
import { m, T, useT } from '@/lib/i18n/messages';
import { SendMoneyCta } from './send-money-cta';

const promises = [
  m('landing.hero.promise.fee'),
  m('landing.hero.promise.rates'),
  m('landing.hero.promise.speed'),
  m('landing.hero.promise.payment'),
  m('landing.hero.promise.trusted'),
];

export function Hero() {
  const t = useT();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800">
            {t('landing.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            <T id="landing.hero.title" values={{ em: (chunks) => <span className="text-brand-700">{chunks}</span> }} />
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-600">
            {t('landing.hero.text')}
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <SendMoneyCta />
            {/* Every other call to action signs in: a newcomer needs the way to an account (issue #29). */}
            <ButtonLink to={paths.register} size="lg" variant="secondary">
              {t('landing.hero.createAccount')}
            </ButtonLink>
            <Link
              to={landingSectionHref(landingAnchors.howItWorks)}
              className="text-base font-semibold text-brand-700 hover:text-brand-800"
            >
              {t('landing.hero.seeHowItWorks')}
            </Link>
          </div>
          <p className="mt-8 text-sm text-slate-500">
            {t('landing.hero.sendingTo')}{' '}
            {countries.map((country) => (
              <CountryName key={country.value} country={country.value} className="mr-2 whitespace-nowrap text-slate-700" />
            ))}
          </p>
        </div>

        <Card className="p-8 shadow-xl shadow-brand-900/5">
          <h2 className="text-lg font-semibold text-slate-900">{t('landing.hero.trustTitle')}</h2>
          <ul className="mt-6 space-y-4">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-3 text-slate-700">
                <span className="flex size-7 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <CheckIcon className="size-4" />
                </span>
                {t(promise)}
              </li>
            ))}
          </ul>
          <p className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-500">
            {t('landing.hero.cardFeeNote')}
          </p>
        </Card>
      </div>
    </section>
  );
}
