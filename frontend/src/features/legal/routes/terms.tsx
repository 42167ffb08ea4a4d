import { appName, contactEmails } from '@/config/app';
import { useT } from '@/lib/i18n/messages';
import { LegalPage, LegalSection } from '../components/legal-page';

/** /terms: the terms on which senders use the service. */
export default function TermsRoute() {
  const t = useT();
  return (
    <LegalPage title={t('layout.footer.terms')} updated={new Date(2026, 10, 23)} intro={t('legal.terms.intro', { appName })}>
      <LegalSection title={t('legal.terms.eligibility.title')}>
        <p>{t('legal.terms.eligibility.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.terms.fees.title')}>
        <p>{t('legal.terms.fees.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.terms.delivery.title')}>
        <p>{t('legal.terms.delivery.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.terms.cancellations.title')}>
        <p>{t('legal.terms.cancellations.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.terms.errors.title')}>
        <p>{t('legal.terms.errors.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.terms.prohibited.title')}>
        <ul className="list-disc space-y-1 pl-6">
          <li>{t('legal.terms.prohibited.illegal')}</li>
          <li>{t('legal.terms.prohibited.cards')}</li>
          <li>{t('legal.terms.prohibited.sanctions')}</li>
        </ul>
        <p>{t('legal.terms.prohibited.holdRefuse')}</p>
      </LegalSection>
      <LegalSection title={t('legal.contact')}>
        <p>{t('legal.terms.contact', { email: contactEmails.support })}</p>
      </LegalSection>
    </LegalPage>
  );
}
