import { Link } from 'react-router-dom';
import { CountryName } from '@/components/country-flag';
import { appName } from '@/config/app';
import { countries } from '@/config/countries';
import { aboutSectionHref, landingAnchors, paths } from '@/config/paths';
import { Logo } from './logo';

const linkGroups = [
  {
    title: 'Company',
    links: [
      // On /about, not "/": signed in, "/" is the dashboard and these links led nowhere (issue #29).
      { to: aboutSectionHref(landingAnchors.whyChooseUs), label: 'About us' },
      { to: aboutSectionHref(landingAnchors.howItWorks), label: 'How it works' },
      { to: aboutSectionHref(landingAnchors.countries), label: 'Countries' },
    ],
  },
  {
    title: 'Help and legal',
    links: [
      { to: paths.support, label: 'Help and support' },
      { to: paths.privacy, label: 'Privacy Policy' },
      { to: paths.terms, label: 'Terms of Service' },
    ],
  },
];

const headingClass = 'text-sm font-semibold uppercase tracking-wider text-white';

export function Footer() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm text-slate-400">
            Fast, secure money transfers from the US to East Africa.
          </p>
        </div>
        <div>
          <h2 className={headingClass}>Send money to</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {countries.map((country) => (
              <li key={country.value}>
                <CountryName country={country.value} />
              </li>
            ))}
          </ul>
        </div>
        {linkGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className={headingClass}>{group.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6">
          © {new Date().getFullYear()} {appName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
