import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError, errorMessage, serverFieldErrors } from '@/lib/api-error';
import { focusFirstError, parseOrShowErrors, type FieldErrors } from '@/lib/form';
import { m, useT } from '@/lib/i18n/messages';
import { useCountdown } from '@/lib/use-countdown';
import { newPasswordSchema, requestPasswordResetCode, resetContactSchema, resetPassword, type ResetCodeSent } from '../api/password-reset';
import { REGISTRATION_PASSWORD_MIN } from '../api/register';
import { CODE_LENGTH, retryAfterSeconds } from '../api/verify';

/** What the sign-in page says when a reset or a verification brought the sender to it, with the contact to fill in. */
export type SignInNotice = { notice: 'password_reset' | 'verified'; emailOrPhone: string };

/**
 * "Forgot password?": first the email or phone the account verified, then the 6-digit code
 * sent there and a new password. Success goes back to sign-in with the contact filled in.
 */
export function ForgotPasswordForm() {
  const [emailOrPhone, setEmailOrPhone] = useState('');
  const [sent, setSent] = useState<ResetCodeSent>();

  return sent ? (
    <NewPasswordStep emailOrPhone={emailOrPhone} sent={sent} onResent={setSent} onChangeContact={() => setSent(undefined)} />
  ) : (
    <ContactStep emailOrPhone={emailOrPhone} onChange={setEmailOrPhone} onSent={setSent} />
  );
}

function ContactStep({ emailOrPhone, onChange, onSent }: { emailOrPhone: string; onChange: (value: string) => void; onSent: (sent: ResetCodeSent) => void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const t = useT();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const input = parseOrShowErrors(resetContactSchema, { emailOrPhone }, form, ['emailOrPhone'], (errors) => setError(errors.emailOrPhone));
    if (!input) return;
    setBusy(true);
    try {
      onSent(await requestPasswordResetCode(input.emailOrPhone));
    } catch (caught) {
      setError(errorMessage(caught, t('auth.sendCodeFailed')));
      focusFirstError(form, ['emailOrPhone'], { emailOrPhone: 'x' });
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Input
        label={t('field.emailOrPhone')}
        name="emailOrPhone"
        autoComplete="username"
        hint={t('auth.forgot.contactHint')}
        value={emailOrPhone}
        onChange={(event) => {
          onChange(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" className="w-full" busy={busy}>
        {t('auth.sendCode')}
      </Button>
    </form>
  );
}

type NewPasswordStepProps = {
  emailOrPhone: string;
  sent: ResetCodeSent;
  onResent: (sent: ResetCodeSent) => void;
  onChangeContact: () => void;
};

function NewPasswordStep({ emailOrPhone, sent, onResent, onChangeContact }: NewPasswordStepProps) {
  const [values, setValues] = useState({ code: '', newPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<'code' | 'newPassword'>>({});
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const t = useT();

  function update(field: 'code' | 'newPassword', value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const input = parseOrShowErrors(newPasswordSchema, values, form, ['code', 'newPassword'], setErrors);
    if (!input) return;
    setBusy(true);
    try {
      await resetPassword({ emailOrPhone, ...input });
    } catch (caught) {
      const fieldErrors = serverFieldErrors(caught);
      const message = errorMessage(caught, t('auth.changePasswordFailed'));
      const shown = fieldErrors.code || fieldErrors.newPassword ? fieldErrors : { code: message };
      setErrors(shown);
      focusFirstError(form, ['code', 'newPassword'], shown);
      setBusy(false);
      return;
    }
    const notice: SignInNotice = { notice: 'password_reset', emailOrPhone };
    navigate(paths.login, { state: notice, replace: true });
  }

  return (
    <div className="space-y-6">
      <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800">
        {t(sent.channel === 'email' ? 'auth.forgot.sent.email' : 'auth.forgot.sent.sms', { contact: emailOrPhone.trim() })}
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Input
          label={t('auth.forgot.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder="123456"
          className="text-center text-lg tracking-[0.5em]"
          value={values.code}
          onChange={(event) => update('code', event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          error={errors.code}
        />
        <PasswordInput
          label={t('field.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          hint={t('auth.register.passwordHint', { min: REGISTRATION_PASSWORD_MIN })}
          value={values.newPassword}
          onChange={(event) => update('newPassword', event.target.value)}
          // The password's minimum is a value of its message.
          error={errors.newPassword === m('validation.passwordMin') ? t('validation.passwordMin', { min: REGISTRATION_PASSWORD_MIN }) : errors.newPassword}
        />
        <Button type="submit" className="w-full" busy={busy}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <ResendResetCode emailOrPhone={emailOrPhone} cooldownSeconds={sent.cooldownSeconds} onResent={onResent} />
      <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={onChangeContact}>
        {t('auth.forgot.otherContact')}
      </button>
    </div>
  );
}

function ResendResetCode({ emailOrPhone, cooldownSeconds, onResent }: { emailOrPhone: string; cooldownSeconds: number; onResent: (sent: ResetCodeSent) => void }) {
  const { secondsLeft, restart } = useCountdown(cooldownSeconds);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string>();
  const t = useT();

  async function onResend() {
    setBusy(true);
    try {
      const sent = await requestPasswordResetCode(emailOrPhone);
      restart(sent.cooldownSeconds);
      setNote(t('auth.forgot.resent'));
      onResent(sent);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) restart(retryAfterSeconds(error) ?? cooldownSeconds);
      setNote(errorMessage(error, t('auth.verify.resendFailedText')));
    } finally {
      setBusy(false);
    }
  }

  const waiting = secondsLeft > 0;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" busy={busy} disabled={waiting} onClick={onResend}>
          {t('auth.forgot.resend')}
        </Button>
        {waiting && <span className="text-sm text-slate-500">{t('auth.verify.resendWait', { seconds: secondsLeft })}</span>}
      </div>
      {note && (
        <p role="status" className="text-sm text-slate-600">
          {note}
        </p>
      )}
    </div>
  );
}
