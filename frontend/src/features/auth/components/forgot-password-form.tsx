import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError, errorMessage, serverFieldErrors } from '@/lib/api-error';
import { focusFirstError, parseOrShowErrors, type FieldErrors } from '@/lib/form';
import { useCountdown } from '@/lib/use-countdown';
import { newPasswordSchema, requestPasswordResetCode, resetContactSchema, resetPassword, type ResetCodeSent } from '../api/password-reset';
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
      setError(errorMessage(caught, 'We could not send a code. Please try again.'));
      focusFirstError(form, ['emailOrPhone'], { emailOrPhone: 'x' });
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Input
        label="Email or Phone"
        name="emailOrPhone"
        autoComplete="username"
        hint="The email or phone number you registered with. We send a 6-digit code to it."
        value={emailOrPhone}
        onChange={(event) => {
          onChange(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" className="w-full" busy={busy}>
        Send code
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
      const message = errorMessage(caught, 'We could not change your password. Please try again.');
      const shown = fieldErrors.code || fieldErrors.newPassword ? fieldErrors : { code: message };
      setErrors(shown);
      focusFirstError(form, ['code', 'newPassword'], shown);
      setBusy(false);
      return;
    }
    const notice: SignInNotice = { notice: 'password_reset', emailOrPhone };
    navigate(paths.login, { state: notice, replace: true });
  }

  const where = sent.channel === 'email' ? `your email ${emailOrPhone.trim()}` : `your phone ${emailOrPhone.trim()} by SMS`;
  return (
    <div className="space-y-6">
      <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800">
        If an account uses this {sent.channel === 'email' ? 'email' : 'number'}, we sent a 6-digit code to {where}. It expires in 10 minutes.
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Input
          label="Code"
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
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          hint="At least 8 characters."
          value={values.newPassword}
          onChange={(event) => update('newPassword', event.target.value)}
          error={errors.newPassword}
        />
        <Button type="submit" className="w-full" busy={busy}>
          Set new password
        </Button>
      </form>
      <ResendResetCode emailOrPhone={emailOrPhone} cooldownSeconds={sent.cooldownSeconds} onResent={onResent} />
      <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={onChangeContact}>
        Use another email or phone
      </button>
    </div>
  );
}

function ResendResetCode({ emailOrPhone, cooldownSeconds, onResent }: { emailOrPhone: string; cooldownSeconds: number; onResent: (sent: ResetCodeSent) => void }) {
  const { secondsLeft, restart } = useCountdown(cooldownSeconds);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string>();

  async function onResend() {
    setBusy(true);
    try {
      const sent = await requestPasswordResetCode(emailOrPhone);
      restart(sent.cooldownSeconds);
      setNote('We sent a new code. Use the newest one.');
      onResent(sent);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) restart(retryAfterSeconds(error) ?? cooldownSeconds);
      setNote(errorMessage(error, 'We could not send a new code. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  const waiting = secondsLeft > 0;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" busy={busy} disabled={waiting} onClick={onResend}>
          Send a new code
        </Button>
        {waiting && <span className="text-sm text-slate-500">You can ask for a new code in {secondsLeft} s.</span>}
      </div>
      {note && (
        <p role="status" className="text-sm text-slate-600">
          {note}
        </p>
      )}
    </div>
  );
}
