import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { InformationRequestNotice } from '@/components/information-request-notice';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { PROFILE_VERIFICATION_ANCHOR } from '@/config/paths';
import { useCurrentUser } from '@/lib/data/current-user';
import { useT } from '@/lib/i18n/messages';
import { ChangePasswordForm } from '../components/change-password-form';
import { ContactVerification } from '../components/contact-verification';
import { VerificationSection } from '../components/verification-section';

/**
 * /profile: who sends (every transfer is sent as this account: the send screen shows these
 * details read-only), the email and phone the account verified or adds, the identity verification
 * tier and the way to the next one (issue #26), a compliance question waiting for their answer, and the password.
 */
export default function ProfileRoute() {
  const { data: user } = useCurrentUser();
  const t = useT();
  const verification = useVerificationCardFocus(Boolean(user));
  if (!user) return <Spinner label={t('profile.loading')} className="py-24" />;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
      <BackToDashboard />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('userMenu.profile')}</h1>
      <InformationRequestNotice />
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('profile.details')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('profile.detailsText')}</p>
        <div className="mt-4 divide-y divide-slate-100">
          <div className="flex items-center justify-between gap-4 py-3">
            <span className="text-sm text-slate-600">{t('profile.name')}</span>
            <span className="text-sm font-medium text-slate-900" data-testid="profile-name">
              {user.firstName} {user.lastName}
            </span>
          </div>
          <ContactVerification channel="email" current={user.email} verified={Boolean(user.isEmailVerified)} />
          <ContactVerification channel="phone" current={user.phone} verified={Boolean(user.isPhoneVerified)} />
        </div>
      </Card>
      <Card ref={verification} id={PROFILE_VERIFICATION_ANCHOR} tabIndex={-1} className="scroll-mt-20 p-6" aria-labelledby="verification-heading">
        <h2 id="verification-heading" className="text-lg font-semibold text-slate-900">
          {t('profile.verification.heading')}
        </h2>
        <div className="mt-4">
          <VerificationSection />
        </div>
      </Card>
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('field.password')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('profile.passwordText')}</p>
        <div className="mt-4">
          <ChangePasswordForm />
        </div>
      </Card>
    </div>
  );
}

/**
 * Arriving at /profile#verification (the send screen's "Verify to send more"), the verification
 * card, where the next tier starts, is focused (ScrollToHash brings it into view): a keyboard or
 * screen reader user goes on from there.
 */
function useVerificationCardFocus(shown: boolean) {
  const card = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (shown && hash === `#${PROFILE_VERIFICATION_ANCHOR}`) card.current?.focus({ preventScroll: true });
  }, [shown, hash]);
  return card;
}
