import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthLayout, textLinkClass } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { SignedOutOnly } from '../components/signed-out-only';

export default function ForgotPasswordRoute() {
  return (
    <SignedOutOnly>
      <AuthLayout
        title="Reset your password"
        description="We send a code to the email or phone your account verified; with it you choose a new password."
        footer={
          <>
            Remembered it?{' '}
            <Link to={paths.login} className={textLinkClass}>
              Sign in
            </Link>
          </>
        }
      >
        <ForgotPasswordForm />
      </AuthLayout>
    </SignedOutOnly>
  );
}
