import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useToast } from '@/components/ui/toast/use-toast';
import { paths, safeReturnPath } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { parseOrShowErrors, type FieldErrors } from '@/lib/form';
import { useRevalidateCurrentUser } from '@/lib/data/current-user';
import { m, T, useT } from '@/lib/i18n/messages';
import { isPasskeyPromptCancelled } from '@/lib/passkeys';
import { login, loginInputSchema, secondFactorRequired, signInWithPasskey, unverifiedAccount, type LoginInput, type SecondFactors } from '../api/login';
import { verifyPath, type VerificationType } from '../api/verification-type';
import { textLinkClass } from './auth-layout';
import { SecondFactorStep } from './second-factor-step';
import type { SignInNotice } from './forgot-password-form';
import { usePasskeysSupported } from '@/lib/use-passkeys-supported';
import { useHydrated } from '@/lib/use-hydrated';

/** Spec section 9: the browser goes to / about 100 ms after a successful sign-in. */
export const REDIRECT_DELAY_MS = 100;

type Field = keyof LoginInput;
const FIELD_ORDER: readonly Field[] = ['emailOrPhone', 'password'];

type LoginFormProps = { onSignedIn: () => void };

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  const notice = signInNotice(location.state);
  const [searchParams] = useSearchParams();
  const back = safeReturnPath(searchParams.get('next'));
  const [values, setValues] = useState<LoginInput>({ emailOrPhone: notice?.emailOrPhone ?? '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  // A refused sign-in stays on the form (the toast fades) and takes the focus, so it is read out.
  const [failure, setFailure] = useState<string>();
  const failureRef = useRef<HTMLDivElement>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);

  // Once the refusal is on screen (each time anew), the focus goes to it.
  useEffect(() => {
    if (failedAttempts > 0) failureRef.current?.focus();
  }, [failedAttempts]);
  const [busy, setBusy] = useState(false);
  // The password was right for an account with two-step verification: its code or a passkey is asked next.
  const [secondStep, setSecondStep] = useState<SecondFactors>();
  // "Sign in with a passkey": no email or password (issue #25); read once whether this browser has WebAuthn.
  const passkeysSupported = usePasskeysSupported();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyFailure, setPasskeyFailure] = useState<string>();
  const [unverified, setUnverified] = useState<{ userId: number; type: VerificationType; codeSent: boolean }>();
  const { toast } = useToast();
  const navigate = useNavigate();
  const revalidateCurrentUser = useRevalidateCurrentUser();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const t = useT();
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(redirectTimer.current);
    };
  }, []);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input = parseOrShowErrors(loginInputSchema, values, event.currentTarget, FIELD_ORDER, setErrors);
    if (!input) return;

    setBusy(true);
    setUnverified(undefined);
    setFailure(undefined);
    try {
      await login(input);
    } catch (error) {
      const secondFactors = secondFactorRequired(error);
      if (secondFactors) {
        // The password was right: the code from the sender's app, or a passkey, comes next (issue #25).
        setBusy(false);
        setSecondStep(secondFactors);
        return;
      }
      const account = unverifiedAccount(error);
      const description = errorMessage(error, t('auth.login.failed.fallback'));
      setUnverified(account);
      if (!account) setFailure(description);
      toast({ title: m('auth.login.failed.title'), description, variant: 'destructive' });
      setBusy(false);
      setFailedAttempts((count) => count + 1);
      return;
    }

    await signedIn();
  }

  async function onPasskey() {
    if (busy || passkeyBusy) return;
    setPasskeyBusy(true);
    setPasskeyFailure(undefined);
    setFailure(undefined);
    try {
      await signInWithPasskey();
    } catch (error) {
      setPasskeyBusy(false);
      if (isPasskeyPromptCancelled(error)) {
        setPasskeyFailure(t('auth.login.passkeyCancelled'));
        return;
      }
      const description = errorMessage(error, t('auth.login.passkeyFailed'));
      setPasskeyFailure(description);
      toast({ title: m('auth.login.failed.title'), description, variant: 'destructive' });
      return;
    }
    await signedIn();
  }

  async function signedIn() {
    // Stay busy until we leave, so the form cannot be sent twice.
    onSignedIn();
    toast({ title: m('auth.login.success.title'), description: m('auth.login.success.description') });
    await revalidateCurrentUser();
    if (!mounted.current) return;
    // A link opened while signed out (RequireAuth put it in `next`) is where the sender goes back to.
    redirectTimer.current = setTimeout(() => navigate(back ?? paths.home, { replace: Boolean(back) }), REDIRECT_DELAY_MS);
  }

  if (secondStep) {
    return (
      <SecondFactorStep
        onSignedIn={signedIn}
        methods={secondStep}
        onRestart={(message) => {
          setSecondStep(undefined);
          setValues((current) => ({ ...current, password: '' }));
          if (message) {
            setFailure(message);
            setFailedAttempts((count) => count + 1);
          }
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} method="post">
      {/* Disabled until the app has taken a prerendered page over (useHydrated). */}
      <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
        {notice && !failure && !unverified && (
          <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900">
            {notice.notice === 'password_reset'
              ? t('auth.login.notice.passwordReset')
              : t('auth.login.notice.verified')}
          </p>
        )}
        {failure && (
          <div ref={failureRef} tabIndex={-1} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">{failure}</p>
            <p className="mt-1">
              <T
                id="auth.login.failed.help"
                values={{
                  link: (chunks) => (
                    <Link to={paths.forgotPassword} className={textLinkClass}>
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </p>
          </div>
        )}
        {unverified && (
          <div ref={failureRef} tabIndex={-1} role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <p className="font-semibold">{t('auth.login.unverified.title')}</p>
            <p className="mt-1">
              {unverified.codeSent
                ? t(unverified.type === 'email' ? 'auth.login.unverified.newCode.email' : 'auth.login.unverified.newCode.sms')
                : t(unverified.type === 'email' ? 'auth.login.unverified.recentCode.email' : 'auth.login.unverified.recentCode.sms')}
            </p>
            <Link
              to={verifyPath(unverified.userId, unverified.type, back)}
              state={{ contact: values.emailOrPhone.trim() }}
              className={`mt-2 inline-block ${textLinkClass}`}
            >
              {t('auth.verify.title')}
            </Link>
          </div>
        )}
        <Input
          label={t('field.emailOrPhone')}
          name="emailOrPhone"
          type="text"
          autoComplete="username"
          value={values.emailOrPhone}
          onChange={(event) => update('emailOrPhone', event.target.value)}
          error={errors.emailOrPhone}
        />
        <PasswordInput
          label={t('field.password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => update('password', event.target.value)}
          error={errors.password}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword} className={textLinkClass}>
            {t('auth.login.forgotPassword')}
          </Link>
        </p>
        <Button type="submit" className="w-full" busy={busy} disabled={passkeyBusy}>
          {t('auth.login.submit')}
        </Button>
        {passkeysSupported && (
          <div className="space-y-2 border-t border-slate-200 pt-5">
            <Button variant="secondary" className="w-full" busy={passkeyBusy} disabled={busy} onClick={() => void onPasskey()}>
              {t('auth.login.passkey')}
            </Button>
            {passkeyFailure ? (
              <p role="alert" className="text-sm text-red-700">
                {passkeyFailure}
              </p>
            ) : (
              <p className="text-center text-sm text-slate-600">{t('auth.login.passkeyHint')}</p>
            )}
          </div>
        )}
      </fieldset>
    </form>
  );
}

function signInNotice(state: unknown): SignInNotice | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { notice, emailOrPhone } = state as { notice?: unknown; emailOrPhone?: unknown };
  if (notice !== 'password_reset' && notice !== 'verified') return undefined;
  return { notice, emailOrPhone: typeof emailOrPhone === 'string' ? emailOrPhone : '' };
}
