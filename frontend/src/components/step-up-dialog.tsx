import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { apiSend } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { answerPasskeyChallenge, isPasskeyPromptCancelled } from '@/lib/passkeys';
import { setStepUpHandler, type StepUpAsk } from '@/lib/step-up';
import { PasskeyPromptButton } from './passkey-prompt-button';

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
  const [passkeysSupported] = useState(() => browserSupportsWebAuthn());
  const field = useRef<HTMLInputElement>(null);

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
  const codeLabel = asking?.authenticator ? 'Authentication Code' : 'Recovery Code';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!asking || busy) return;
    if (value.trim() === '') {
      setError(password ? 'Enter your password.' : asking.authenticator ? 'Enter the code from your authenticator app.' : 'Enter one of your recovery codes.');
      field.current?.focus();
      return;
    }
    setBusy('typed');
    try {
      await apiSend('POST', STEP_UP, password ? { password: value } : { code: value }, z.unknown());
      close(true);
    } catch (caught) {
      setError(errorMessage(caught, 'We could not check that. Please try again.'));
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
      setPasskeyError(isPasskeyPromptCancelled(caught) ? 'The passkey prompt was cancelled.' : errorMessage(caught, 'We could not check your passkey. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={asking !== undefined}
      onClose={() => close(false)}
      title="Confirm it's you"
      description={
        password
          ? 'To keep your money safe, enter your password before this change.'
          : withPasskey && asking?.authenticator
            ? 'To keep your money safe, use one of your passkeys or enter the code from your authenticator app before this change.'
            : withPasskey
              ? 'To keep your money safe, use one of your passkeys (or a recovery code) before this change.'
              : 'To keep your money safe, enter the code from your authenticator app before this change.'
      }
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
            label="Your Password"
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
            hint={error ? undefined : asking?.authenticator ? 'The 6-digit code your app shows now, or a recovery code.' : 'One of the recovery codes you saved.'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error}
          />
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" busy={busy === 'typed'} disabled={busy === 'passkey'}>
            Confirm
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
