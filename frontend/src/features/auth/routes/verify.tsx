import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { paths, safeReturnPath } from '@/config/paths';
import { formatPhone } from '@/lib/format-phone';
import { m, useT } from '@/lib/i18n/messages';
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
function whereTheCodeWent(t: ReturnType<typeof useT>, type: VerificationType, contact: string | undefined): string {
  if (type === 'email') return contact ? t('auth.verify.where.emailTo', { contact }) : t('auth.verify.where.email');
  return contact ? t('auth.verify.where.smsTo', { contact: formatPhone(contact) }) : t('auth.verify.where.sms');
}

export default function VerifyRoute() {
  const target = useVerificationTarget();
  const contact = useContact();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  const t = useT();
  if (!target) return <Navigate to={paths.register} replace />;

  return (
    <AuthLayout title={m('auth.verify.title')} description={t('auth.verify.description', { where: whereTheCodeWent(t, target.type, contact) })}>
      <VerifyForm key={`${target.userId}-${target.type}`} userId={target.userId} type={target.type} contact={contact} next={next} />
    </AuthLayout>
  );
}
