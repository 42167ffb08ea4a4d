import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthLayout, textLinkClass } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';
import { SignedOutOnly } from '../components/signed-out-only';

export default function RegisterRoute() {
  return (
    <SignedOutOnly>
      <AuthLayout
        title="Create your account"
        description="Register with your email or your phone number. We will send you a 6-digit code to verify it."
        footer={
          <>
            Already have an account?{' '}
            <Link to={paths.login} className={textLinkClass}>
              Sign in
            </Link>
          </>
        }
      >
        <RegisterForm />
      </AuthLayout>
    </SignedOutOnly>
  );
}
