import { Link } from 'react-router-dom';
import { CountryName } from '@/components/country-flag';
import { appName } from '@/config/app';
import { countries } from '@/config/countries';
import { aboutSectionHref, landingAnchors, paths } from '@/config/paths';
import { m, useT } from '@/lib/i18n/messages';
import { Logo } from './logo';

const linkGroups = [
  {
    title: m('layout.footer.company'),
    links: [
      // On /about, not "/": signed in, "/" is the dashboard and these links led nowhere (issue #29).
      { to: aboutSectionHref(landingAnchors.whyChooseUs), label: m('layout.footer.aboutUs') },
      { to: aboutSectionHref(landingAnchors.howItWorks), label: m('layout.footer.howItWorks') },
      { to: aboutSectionHref(landingAnchors.countries), label: m('layout.footer.countries') },
    ],
  },
  {
    title: m('layout.footer.helpAndLegal'),
    links: [
      { to: paths.support, label: m('layout.footer.support') },
      { to: paths.privacy, label: m('layout.footer.privacy') },
      { to: paths.terms, label: m('layout.footer.terms') },
    ],
  },
];

const headingClass = 'text-sm font-semibold uppercase tracking-wider text-white';

export function Footer() {
  const t = useT();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm text-slate-400">
            {t('layout.footer.tagline')}
          </p>
        </div>
        <div>
          <h2 className={headingClass}>{t('layout.footer.sendMoneyTo')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {countries.map((country) => (
              <li key={country.value}>
                <CountryName country={country.value} />
              </li>
            ))}
          </ul>
        </div>
        {linkGroups.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className={headingClass}>{t(group.title)}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="hover:text-white">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6">
          {t('layout.footer.rights', { year: new Date().getFullYear(), appName })}
        </p>
      </div>
    </footer>
  );
}
