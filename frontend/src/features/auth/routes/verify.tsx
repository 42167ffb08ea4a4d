import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { verificationTypeSchema } from '../api/verification-type';
import { AuthLayout } from '../components/auth-layout';
import { VerifyForm } from '../components/verify-form';

/** The account to verify, from `?userId=..&type=..`; undefined when either is missing or malformed. */
function useVerificationTarget() {
  const [params] = useSearchParams();
  const rawId = params.get('userId') ?? '';
  const type = verificationTypeSchema.safeParse(params.get('type'));
  const userId = /^\d{1,15}$/.test(rawId) ? Number(rawId) : 0;
  return userId > 0 && type.success ? { userId, type: type.data } : undefined;
}

export default function VerifyRoute() {
  const target = useVerificationTarget();
  if (!target) return <Navigate to={paths.register} replace />;

  return (
    <AuthLayout
      title="Verify your account"
      description={`Enter the 6-digit code we sent to your ${target.type === 'email' ? 'email' : 'phone'}.`}
    >
      <VerifyForm key={`${target.userId}-${target.type}`} userId={target.userId} type={target.type} />
    </AuthLayout>
  );
}
