import { useEffect, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { apiSend } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n/messages';
import { answerPasskeyChallenge, isPasskeyPromptCancelled } from '@/lib/passkeys';
import { setStepUpHandler, type StepUpAsk } from '@/lib/step-up';
import { PasskeyPromptButton } from './passkey-prompt-button';
import { usePasskeysSupported } from '@/lib/use-passkeys-supported';

type Asking = StepUpAsk & { settle: (confirmed: boolean) => void };

const STEP_UP = '/api/auth/step-up';

/**
 * "Confirm it's you" (issue #25): when the server asks for a step-up before a sensitive change
 * (a new recipient or payout details, a new payment method or passkey, a large transfer), the
 * sender types their password, or uses a second factor (one of their passkeys, the
 * authenticator's code or a recovery code), and the change goes on; Cancel leaves it.
 */
export function StepUpDialog() {
  const [asking, setAsking] = useState<Asking>();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [passkeyError, setPasskeyError] = useState<string>();
  const [busy, setBusy] = useState<'typed' | 'passkey' | false>(false);
  const passkeysSupported = usePasskeysSupported();
  const field = useRef<HTMLInputElement>(null);
  const t = useT();

  useEffect(
    () =>
      setStepUpHandler(
        (ask) =>
          new Promise<boolean>((settle) => {
            setValue('');
            setError(undefined);
            setPasskeyError(undefined);
            setAsking({ ...ask, settle });
          }),
      ),
    [],
  );

  function close(confirmed: boolean) {
    asking?.settle(confirmed);
    setAsking(undefined);
  }

  const password = asking?.method === 'password';
  const withPasskey = Boolean(asking?.passkey && passkeysSupported && !password);
  const codeLabel = t(asking?.authenticator ? 'auth.code.authenticatorLabel' : 'auth.code.recoveryLabel');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!asking || busy) return;
    if (value.trim() === '') {
      setError(t(password ? 'stepUp.enterPassword' : asking.authenticator ? 'auth.code.enterAuthenticator' : 'auth.code.enterRecovery'));
      field.current?.focus();
      return;
    }
    setBusy('typed');
    try {
      await apiSend('POST', STEP_UP, password ? { password: value } : { code: value }, z.unknown());
      close(true);
    } catch (caught) {
      setError(errorMessage(caught, t('stepUp.failed')));
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  async function confirmWithPasskey() {
    if (busy) return;
    setBusy('passkey');
    setPasskeyError(undefined);
    try {
      const passkey = await answerPasskeyChallenge(`${STEP_UP}/passkey-options`);
      await apiSend('POST', STEP_UP, { passkey }, z.unknown());
      close(true);
    } catch (caught) {
      setPasskeyError(isPasskeyPromptCancelled(caught) ? t('auth.passkey.cancelled') : errorMessage(caught, t('auth.passkey.checkFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={asking !== undefined}
      onClose={() => close(false)}
      title={t('stepUp.title')}
      description={t(
        password
          ? 'stepUp.description.password'
          : withPasskey && asking?.authenticator
            ? 'stepUp.description.passkeyOrApp'
            : withPasskey
              ? 'stepUp.description.passkey'
              : 'stepUp.description.app',
      )}
      initialFocus={field}
    >
      {withPasskey && (
        <div className="mb-4">
          <PasskeyPromptButton busy={busy === 'passkey'} disabled={busy === 'typed'} onClick={() => void confirmWithPasskey()} error={passkeyError} />
        </div>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {password ? (
          <PasswordInput
            ref={field}
            label={t('field.yourPassword')}
            name="stepUpPassword"
            autoComplete="current-password"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error}
          />
        ) : (
          <Input
            ref={field}
            label={codeLabel}
            name="stepUpCode"
            autoComplete="one-time-code"
            hint={error ? undefined : t(asking?.authenticator ? 'stepUp.codeHint' : 'auth.code.recoveryHint')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error}
          />
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => close(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy === 'typed'} disabled={busy === 'passkey'}>
            {t('stepUp.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
