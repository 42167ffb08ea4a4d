import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { m, useT } from '@/lib/i18n/messages';
import { AuthLayout, textLinkClass } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { SignedOutOnly } from '../components/signed-out-only';

export default function ForgotPasswordRoute() {
  const t = useT();
  return (
    <SignedOutOnly>
      <AuthLayout
        title={m('auth.forgot.title')}
        description={t('auth.forgot.description')}
        footer={
          <>
            {t('auth.forgot.remembered')}{' '}
            <Link to={paths.login} className={textLinkClass}>
              {t('auth.signInLink')}
            </Link>
          </>
        }
      >
        <ForgotPasswordForm />
      </AuthLayout>
    </SignedOutOnly>
  );
}
