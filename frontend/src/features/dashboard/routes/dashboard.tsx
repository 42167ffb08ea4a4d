import { useState } from 'react';
import { InformationRequestNotice } from '@/components/information-request-notice';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { ArrowRightIcon, CreditCardIcon } from '@/components/ui/icons';
import type { ToastInput } from '@/components/ui/toast/toast-context';
import { useToast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { DashboardSection } from '../components/dashboard-section';
import { RecentRecipients } from '../components/recent-recipients';
import { RecentTransactions } from '../components/recent-transactions';
import { SavedPaymentMethods } from '../components/saved-payment-methods';
import { m, useT } from '@/lib/i18n/messages';

type DashboardProps = {
  firstName: string;
  /**
   * Ends the session and reloads on the landing page, showing `successToast`; rejects on
   * failure. Passed in by the app: features do not reach into the auth feature.
   */
  signOut: (successToast: ToastInput) => Promise<void>;
};

export default function DashboardRoute({ firstName, signOut }: DashboardProps) {
  const [signingOut, setSigningOut] = useState(false);
  const { toast } = useToast();
  const t = useT();

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut({ title: t('dashboard.loggedOut') });
    } catch {
      toast({ title: m('dashboard.logoutFailed'), description: m('dashboard.tryAgain'), variant: 'destructive' });
      setSigningOut(false);
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('dashboard.welcome', { name: firstName })}</h1>
          <p className="mt-1 text-slate-600">{t('dashboard.description')}</p>
        </div>
        <Button variant="secondary" busy={signingOut} onClick={onSignOut}>
          {t('dashboard.signOut')}
        </Button>
      </div>

      <InformationRequestNotice />

      <section aria-labelledby="quick-actions" className="space-y-3">
        <h2 id="quick-actions" className="text-lg font-semibold text-slate-900">
          {t('dashboard.quickActions')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.send} size="lg">
            {t('send.title')}
            <ArrowRightIcon />
          </ButtonLink>
          <ButtonLink to={paths.paymentMethods} size="lg" variant="secondary">
            <CreditCardIcon />
            {t('layout.nav.paymentMethods')}
          </ButtonLink>
        </div>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <DashboardSection
          id="recent-transactions"
          title={t('dashboard.recentTransactions')}
          className="lg:col-span-2"
          link={{ to: paths.transactions, label: t('dashboard.viewAllTransactions') }}
        >
          <RecentTransactions />
        </DashboardSection>
        <div className="space-y-6">
          <DashboardSection
            id="recent-recipients"
            title={t('dashboard.recentRecipients')}
            link={{ to: paths.recipients, label: t('dashboard.manageRecipients') }}
          >
            <RecentRecipients />
          </DashboardSection>
          <DashboardSection
            id="saved-payment-methods"
            title={t('dashboard.savedPaymentMethods')}
            link={{ to: paths.paymentMethods, label: t('dashboard.managePaymentMethods') }}
          >
            <SavedPaymentMethods />
          </DashboardSection>
        </div>
      </div>
    </div>
  );
}
