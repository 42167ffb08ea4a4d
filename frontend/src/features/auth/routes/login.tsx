import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths, safeReturnPath } from '@/config/paths';
import { m, useT } from '@/lib/i18n/messages';
import { AuthLayout, textLinkClass } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { SignedOutOnly } from '../components/signed-out-only';

export default function LoginRoute() {
  // Once this form has signed the user in, it finishes its own way (toast, then /).
  const [signedIn, setSignedIn] = useState(false);
  // A newcomer on the way somewhere keeps going there after creating the account.
  const next = safeReturnPath(useSearchParams()[0].get('next'));
  const t = useT();
  return (
    <SignedOutOnly allowSignedIn={signedIn}>
      <AuthLayout
        title={m('auth.login.title')}
        description={t('auth.login.description')}
        footer={
          <>
            {t('auth.login.noAccount')}{' '}
            <Link to={next ? `${paths.register}?${new URLSearchParams({ next })}` : paths.register} className={textLinkClass}>
              {t('auth.login.createAccount')}
            </Link>
          </>
        }
      >
        <LoginForm onSignedIn={() => setSignedIn(true)} />
      </AuthLayout>
    </SignedOutOnly>
  );
}
