import { appName, contactEmails } from '@/config/app';
import { useT } from '@/lib/i18n/messages';
import { LegalPage, LegalSection } from '../components/legal-page';

/** /privacy: what we keep about senders and recipients, why, and who else sees it. */
export default function PrivacyRoute() {
  const t = useT();
  return (
    <LegalPage title={t('layout.footer.privacy')} updated={new Date(2026, 10, 23)} intro={t('legal.privacy.intro', { appName })}>
      <LegalSection title={t('legal.privacy.keep.title')}>
        <ul className="list-disc space-y-1 pl-6">
          <li>{t('legal.privacy.keep.account')}</li>
          <li>{t('legal.privacy.keep.recipients')}</li>
          <li>{t('legal.privacy.keep.transfers')}</li>
          <li>{t('legal.privacy.keep.bankDebit')}</li>
          <li>{t('legal.privacy.keep.payment')}</li>
        </ul>
      </LegalSection>
      <LegalSection title={t('legal.privacy.why.title')}>
        <p>{t('legal.privacy.why.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.privacy.others.title')}>
        <ul className="list-disc space-y-1 pl-6">
          <li>{t('legal.privacy.others.processor')}</li>
          <li>{t('legal.privacy.others.partners')}</li>
          <li>{t('legal.privacy.others.messaging')}</li>
          <li>{t('legal.privacy.others.regulators')}</li>
        </ul>
        <p>{t('legal.privacy.others.noSale')}</p>
      </LegalSection>
      <LegalSection title={t('legal.privacy.retention.title')}>
        <p>{t('legal.privacy.retention.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.privacy.choices.title')}>
        <p>{t('legal.privacy.choices.text')}</p>
      </LegalSection>
      <LegalSection title={t('legal.contact')}>
        <p>{t('legal.privacy.contact', { email: contactEmails.privacy })}</p>
      </LegalSection>
    </LegalPage>
  );
}
