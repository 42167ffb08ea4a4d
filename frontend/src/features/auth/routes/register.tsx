import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { m, useT } from '@/lib/i18n/messages';
import { AuthLayout, textLinkClass } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';
import { SignedOutOnly } from '../components/signed-out-only';

export default function RegisterRoute() {
  const t = useT();
  return (
    <SignedOutOnly>
      <AuthLayout
        title={m('auth.register.title')}
        description={t('auth.register.description')}
        footer={
          <>
            {t('auth.register.haveAccount')}{' '}
            <Link to={paths.login} className={textLinkClass}>
              {t('auth.signInLink')}
            </Link>
          </>
        }
      >
        <RegisterForm />
      </AuthLayout>
    </SignedOutOnly>
  );
}
