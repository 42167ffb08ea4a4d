import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorBody, errorMessage } from '@/lib/api-error';
import { finishSignInWithCode } from '../api/login';

type SecondFactorStepProps = {
  /** Signed in: the form goes on as after a password-only sign-in. */
  onSignedIn: () => Promise<void>;
  /** The sign-in timed out or the sender wants to start again: back to the password. */
  onRestart: (message?: string) => void;
};

/**
 * The second step of signing in to an account with two-step verification (issue #25): the
 * code the authenticator app shows now, or one of the recovery codes.
 */
export function SecondFactorStep({ onSignedIn, onRestart }: SecondFactorStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (code.trim() === '') {
      setError('Enter the code from your authenticator app.');
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await finishSignInWithCode(code);
    } catch (caught) {
      setBusy(false);
      const message = errorMessage(caught, 'We could not check the code. Please try again.');
      if (errorBody(caught)?.code === 'AUTH.SECOND_FACTOR_EXPIRED') return onRestart(message);
      setError(message);
      input.current?.focus();
      return;
    }
    await onSignedIn();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="second-factor-heading">
      <div>
        <h2 id="second-factor-heading" className="text-lg font-semibold text-slate-900">
          Two-step verification
        </h2>
        <p className="mt-1 text-sm text-slate-600">Your password was right. Now enter the code from your authenticator app.</p>
      </div>
      <Input
        ref={input}
        label="Authentication Code"
        name="code"
        inputMode="text"
        autoComplete="one-time-code"
        hint={error ? undefined : 'The 6-digit code your app shows now, or one of your recovery codes.'}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" className="w-full" busy={busy}>
        Verify and Sign In
      </Button>
      <Button variant="ghost" className="w-full" onClick={() => onRestart()}>
        Use another account
      </Button>
    </form>
  );
}
