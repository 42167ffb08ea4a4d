import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasskeyPromptButton } from '@/components/passkey-prompt-button';
import { errorBody, errorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n/messages';
import { isPasskeyPromptCancelled } from '@/lib/passkeys';
import { finishSignInWithCode, finishSignInWithPasskey, type SecondFactors } from '../api/login';
import { usePasskeysSupported } from '@/lib/use-passkeys-supported';

type SecondFactorStepProps = {
  /** The account's second factors, as the refused password sign-in named them. */
  methods: SecondFactors;
  /** Signed in: the form goes on as after a password-only sign-in. */
  onSignedIn: () => Promise<void>;
  /** The sign-in timed out or the sender wants to start again: back to the password. */
  onRestart: (message?: string) => void;
};

/**
 * The second step of signing in to an account with two-step verification (issue #25): one of
 * the sender's passkeys, the code the authenticator app shows now, or one of the recovery codes.
 */
export function SecondFactorStep({ methods, onSignedIn, onRestart }: SecondFactorStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [passkeyError, setPasskeyError] = useState<string>();
  const [busy, setBusy] = useState<'code' | 'passkey' | false>(false);
  const passkeysSupported = usePasskeysSupported();
  const input = useRef<HTMLInputElement>(null);
  const passkeyButton = useRef<HTMLButtonElement>(null);
  const withPasskey = methods.passkey && passkeysSupported;
  const t = useT();

  // The first thing to do has the focus: the passkey where there is one, else the code.
  useEffect(() => (withPasskey ? passkeyButton : input).current?.focus(), [withPasskey]);

  async function finish(how: 'code' | 'passkey', send: () => Promise<void>, fail: (message: string) => void) {
    setBusy(how);
    setError(undefined);
    setPasskeyError(undefined);
    try {
      await send();
    } catch (caught) {
      setBusy(false);
      if (how === 'passkey' && isPasskeyPromptCancelled(caught)) return fail(t('auth.secondFactor.passkeyCancelled'));
      const message = errorMessage(caught, t(how === 'code' ? 'auth.code.checkFailed' : 'auth.passkey.checkFailed'));
      if (errorBody(caught)?.code === 'AUTH.SECOND_FACTOR_EXPIRED') return onRestart(message);
      return fail(message);
    }
    await onSignedIn();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (code.trim() === '') {
      setError(t(methods.authenticator ? 'auth.code.enterAuthenticator' : 'auth.code.enterRecovery'));
      input.current?.focus();
      return;
    }
    await finish('code', () => finishSignInWithCode(code), (message) => {
      setError(message);
      input.current?.focus();
    });
  }

  const intro = t(
    withPasskey && methods.authenticator
      ? 'auth.secondFactor.intro.passkeyOrApp'
      : withPasskey
        ? 'auth.secondFactor.intro.passkey'
        : methods.authenticator
          ? 'auth.secondFactor.intro.app'
          : 'auth.secondFactor.intro.recoveryOnly',
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="second-factor-heading">
      <div>
        <h2 id="second-factor-heading" className="text-lg font-semibold text-slate-900">
          {t('twoStep.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{intro}</p>
      </div>
      {withPasskey && (
        <PasskeyPromptButton
          ref={passkeyButton}
          busy={busy === 'passkey'}
          disabled={busy === 'code'}
          onClick={() => {
            if (!busy) void finish('passkey', finishSignInWithPasskey, setPasskeyError);
          }}
          error={passkeyError}
        />
      )}
      <Input
        ref={input}
        label={t(methods.authenticator ? 'auth.code.authenticatorLabel' : 'auth.code.recoveryLabel')}
        name="code"
        inputMode="text"
        autoComplete="one-time-code"
        hint={error ? undefined : t(methods.authenticator ? 'auth.secondFactor.codeHint' : 'auth.code.recoveryHint')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" className="w-full" variant={withPasskey ? 'secondary' : undefined} busy={busy === 'code'} disabled={busy === 'passkey'}>
        {t('auth.secondFactor.submit')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={() => onRestart()}>
        {t('auth.secondFactor.restart')}
      </Button>
    </form>
  );
}
