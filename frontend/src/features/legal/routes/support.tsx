import { Link } from 'react-router-dom';
import { appName, contactEmails } from '@/config/app';
import { paths } from '@/config/paths';
import { useProviderConfig } from '@/lib/data/provider-config';
import { LegalSection } from '../components/legal-page';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** /support: how to reach a person, reachable from every page's footer, signed in or not. */
export default function SupportRoute() {
  const { data: config } = useProviderConfig();
  const email = config?.company?.email ?? contactEmails.support;
  const phone = config?.company?.phone;

  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-12 text-slate-700 sm:px-6">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Help and support</h1>
        <p className="leading-relaxed">Questions about a transfer, your account or a payment? People at {appName} answer every day.</p>
      </header>
      <LegalSection title="Contact us">
        <ul className="space-y-2">
          {phone && (
            <li>
              Call or text:{' '}
              <a className={linkClass} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {phone}
              </a>
            </li>
          )}
          <li>
            Email:{' '}
            <a className={`${linkClass} break-all`} href={`mailto:${email}`}>
              {email}
            </a>
          </li>
        </ul>
        <p>About a transfer? Have its reference ready: it is on your receipt, your transfer&apos;s page and every message we send about it.</p>
      </LegalSection>
      <LegalSection title="Common questions">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Forgot your password?{' '}
            <Link className={linkClass} to={paths.forgotPassword}>
              Reset it with a code
            </Link>{' '}
            sent to your email or phone.
          </li>
          <li>
            Want to cancel? You can cancel within 30 minutes of paying, as long as the money has not been collected or paid into the recipient&apos;s account:
            use Cancel on the transfer&apos;s page in{' '}
            <Link className={linkClass} to={paths.transactions}>
              your transfers
            </Link>
            .
          </li>
          <li>Paid to the wrong person or the wrong number? Contact us at once: the sooner we know, the more we can do.</li>
        </ul>
      </LegalSection>
    </article>
  );
}
