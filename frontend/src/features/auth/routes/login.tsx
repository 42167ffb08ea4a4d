import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths, safeReturnPath } from '@/config/paths';
import { AuthLayout, textLinkClass } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { SignedOutOnly } from '../components/signed-out-only';

export default function LoginRoute() {
  // Once this form has signed the user in, it finishes its own way (toast, then /).
  const [signedIn, setSignedIn] = useState(false);
  // A newcomer on the way somewhere keeps going there after creating the account.
  const next = safeReturnPath(useSearchParams()[0].get('next'));
  return (
    <SignedOutOnly allowSignedIn={signedIn}>
      <AuthLayout
        title="Sign in"
        description="Use the email or phone number you registered with."
        footer={
          <>
            Don&apos;t have an account?{' '}
            <Link to={next ? `${paths.register}?${new URLSearchParams({ next })}` : paths.register} className={textLinkClass}>
              Create an account
            </Link>
          </>
        }
      >
        <LoginForm onSignedIn={() => setSignedIn(true)} />
      </AuthLayout>
    </SignedOutOnly>
  );
}
