import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { paths, safeReturnPath } from '@/config/paths';
import { formatPhone } from '@/lib/format-phone';
import { verificationTypeSchema, type VerificationType } from '../api/verification-type';
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

/** The email or phone the code went to, when registration or sign-in brought the sender here (never in the URL). */
function useContact(): string | undefined {
  const { state } = useLocation();
  const contact = (state as { contact?: unknown } | null)?.contact;
  return typeof contact === 'string' && contact.trim() !== '' ? contact.trim() : undefined;
}

/** "by SMS to +1 202 555 0147", or "to your email" when the address is not known here. */
function whereTheCodeWent(type: VerificationType, contact: string | undefined): string {
  if (type === 'email') return contact ? `by email to ${contact}` : 'to your email address';
  return contact ? `by SMS to ${formatPhone(contact)}` : 'by SMS to your phone';
}

export default function VerifyRoute() {
  const target = useVerificationTarget();
  const contact = useContact();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  if (!target) return <Navigate to={paths.register} replace />;

  return (
    <AuthLayout title="Verify your account" description={`Enter the 6-digit code we sent ${whereTheCodeWent(target.type, contact)}.`}>
      <VerifyForm key={`${target.userId}-${target.type}`} userId={target.userId} type={target.type} contact={contact} next={next} />
    </AuthLayout>
  );
}
