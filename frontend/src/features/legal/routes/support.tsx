import { Link } from 'react-router-dom';
import { appName, contactEmails } from '@/config/app';
import { paths } from '@/config/paths';
import { useProviderConfig } from '@/lib/data/provider-config';
import { T, useT } from '@/lib/i18n/messages';
import { LegalSection } from '../components/legal-page';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** /support: how to reach a person, reachable from every page's footer, signed in or not. */
export default function SupportRoute() {
  const { data: config } = useProviderConfig();
  const email = config?.company?.email ?? contactEmails.support;
  const phone = config?.company?.phone;
  const t = useT();

  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-12 text-slate-700 sm:px-6">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('layout.footer.support')}</h1>
        <p className="leading-relaxed">{t('support.intro', { appName })}</p>
      </header>
      <LegalSection title={t('auth.verify.contactUs')}>
        <ul className="space-y-2">
          {phone && (
            <li>
              <T
                id="support.callOrText"
                values={{
                  phone: (
                    <a className={linkClass} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                      {phone}
                    </a>
                  ),
                }}
              />
            </li>
          )}
          <li>
            <T
              id="support.email"
              values={{
                email: (
                  <a className={`${linkClass} break-all`} href={`mailto:${email}`}>
                    {email}
                  </a>
                ),
              }}
            />
          </li>
        </ul>
        <p>{t('support.reference')}</p>
      </LegalSection>
      <LegalSection title={t('support.faq.title')}>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <T
              id="support.faq.password"
              values={{
                link: (chunks) => (
                  <Link className={linkClass} to={paths.forgotPassword}>
                    {chunks}
                  </Link>
                ),
              }}
            />
          </li>
          <li>
            <T
              id="support.faq.cancel"
              values={{
                link: (chunks) => (
                  <Link className={linkClass} to={paths.transactions}>
                    {chunks}
                  </Link>
                ),
              }}
            />
          </li>
          <li>{t('support.faq.wrongPerson')}</li>
        </ul>
      </LegalSection>
    </article>
  );
}
