import { useEffect, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { apiSend } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { setStepUpHandler, type StepUpMethod } from '@/lib/step-up';

type Asking = { method: StepUpMethod; settle: (confirmed: boolean) => void };

/**
 * "Confirm it's you" (issue #25): when the server asks for a step-up before a sensitive change
 * (a new recipient or payout details, a new payment method, a large transfer), the sender types
 * their password, or their authenticator's code, and the change goes on; Cancel leaves it.
 */
export function StepUpDialog() {
  const [asking, setAsking] = useState<Asking>();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  useEffect(
    () =>
      setStepUpHandler(
        (method) =>
          new Promise<boolean>((settle) => {
            setValue('');
            setError(undefined);
            setAsking({ method, settle });
          }),
      ),
    [],
  );

  function close(confirmed: boolean) {
    asking?.settle(confirmed);
    setAsking(undefined);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!asking || busy) return;
    if (value.trim() === '') {
      setError(asking.method === 'password' ? 'Enter your password.' : 'Enter the code from your authenticator app.');
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await apiSend('POST', '/api/auth/step-up', asking.method === 'password' ? { password: value } : { code: value }, z.unknown());
      close(true);
    } catch (caught) {
      setError(errorMessage(caught, 'We could not check that. Please try again.'));
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const password = asking?.method === 'password';
  return (
    <Dialog
      open={asking !== undefined}
      onClose={() => close(false)}
      title="Confirm it's you"
      description={
        password
          ? 'To keep your money safe, enter your password before this change.'
          : 'To keep your money safe, enter the code from your authenticator app before this change.'
      }
      initialFocus={field}
    >
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
            label="Authentication Code"
            name="stepUpCode"
            autoComplete="one-time-code"
            hint={error ? undefined : 'The 6-digit code your app shows now, or a recovery code.'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error}
          />
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Confirm
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
