import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/use-toast';
import { loginPath, paths } from '@/config/paths';
import { ApiError, errorMessage, serverFieldErrors } from '@/lib/api-error';
import { fieldErrorsOf } from '@/lib/form';
import { useCountdown } from '@/lib/use-countdown';
import { useT } from '@/lib/i18n/messages';
import { useRevalidateCurrentUser } from '@/lib/data/current-user';
import type { VerificationType } from '../api/verification-type';
import {
  CODE_LENGTH,
  RESEND_COOLDOWN_SECONDS,
  resendCode,
  retryAfterSeconds,
  verifyAccount,
  verifyCodeSchema,
} from '../api/verify';
import { textLinkClass } from './auth-layout';
import type { SignInNotice } from './forgot-password-form';

type VerifyFormProps = {
  userId: number;
  type: VerificationType;
  contact?: string;
  /** Where the sender was going before signing up (a path of this app): verified and signed in, they go on there. */
  next?: string;
};

export function VerifyForm({ userId, type, contact, next }: VerifyFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const navigate = useNavigate();
  const revalidateCurrentUser = useRevalidateCurrentUser();
  const t = useT();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input = event.currentTarget.elements.namedItem('code');
    const parsed = verifyCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error).code);
      if (input instanceof HTMLElement) input.focus();
      return;
    }

    setBusy(true);
    let signedIn: boolean;
    try {
      ({ signedIn } = await verifyAccount({ userId, code: parsed.data.code, type }));
    } catch (caught) {
      const description = errorMessage(caught, t('auth.verify.failed.description'));
      toast({ title: t('auth.verify.failed.title'), description, variant: 'destructive' });
      setError(serverFieldErrors(caught).code);
      setBusy(false);
      return;
    }
    await revalidateCurrentUser();
    if (signedIn) {
      // Registered (or signed in with the password) in this browser: nothing more to type.
      toast({ title: t('auth.verify.success.title'), description: t('auth.verify.success.signedIn') });
      navigate(next ?? paths.home, { replace: true });
      return;
    }
    toast({ title: t('auth.verify.success.title'), description: t('auth.verify.success.description') });
    // Verified in another browser: sign-in starts with the contact filled in, only the password is left to type.
    const notice: SignInNotice = { notice: 'verified', emailOrPhone: contact ?? '' };
    navigate(loginPath(next), { state: notice });
  }

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Input
          label={t('auth.verify.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder="123456"
          className="text-center text-lg tracking-[0.5em]"
          value={code}
          onChange={(event) => {
            // Keep digits only, so a pasted "123 456" or "123-456" still works.
            setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" className="w-full" busy={busy}>
          {t('auth.verify.submit')}
        </Button>
      </form>
      <ResendCode userId={userId} type={type} />
      <p className="text-sm text-slate-600">
        {type === 'email' ? t('auth.verify.noCode.email') : t('auth.verify.noCode.sms')}{' '}
        {type === 'email' ? t('auth.verify.wrongContact.email') : t('auth.verify.wrongContact.sms')}{' '}
        <Link to={paths.support} className={textLinkClass}>
          {t('auth.verify.contactUs')}
        </Link>
        .
      </p>
    </div>
  );
}

function ResendCode({ userId, type }: Omit<VerifyFormProps, 'contact'>) {
  // A code was sent just before this screen opened: the first resend waits a full cooldown.
  const { secondsLeft, restart } = useCountdown(RESEND_COOLDOWN_SECONDS);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const waitId = useId();
  const t = useT();

  async function onResend() {
    setBusy(true);
    try {
      const { cooldownSeconds } = await resendCode({ userId, type });
      toast({ title: t('auth.verify.codeSent'), description: t('auth.verify.resent') });
      restart(cooldownSeconds);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        toast({ title: t('auth.verify.pleaseWait'), description: errorMessage(error, t('auth.verify.pleaseWaitText')) });
        restart(retryAfterSeconds(error) ?? RESEND_COOLDOWN_SECONDS);
      } else {
        toast({
          title: t('auth.verify.resendFailed'),
          description: errorMessage(error, t('auth.verify.resendFailedText')),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  }

  const waiting = secondsLeft > 0;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        busy={busy}
        disabled={waiting}
        aria-describedby={waiting ? waitId : undefined}
        onClick={onResend}
      >
        {t('auth.verify.resend')}
      </Button>
      {waiting && (
        <span id={waitId} className="text-sm text-slate-500">
          {t('auth.verify.resendWait', { seconds: secondsLeft })}
        </span>
      )}
    </div>
  );
}
