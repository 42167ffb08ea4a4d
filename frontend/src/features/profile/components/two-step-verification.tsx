import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import {
  TWO_STEP_KEY,
  confirmAuthenticator,
  fetchTwoStepStatus,
  startAuthenticator,
  turnOffTwoStep,
  type AuthenticatorEnrolment,
} from '../api/two-step';
import { RecoveryCodes } from './recovery-codes';

type Stage = { kind: 'idle' } | { kind: 'scanning'; enrolment: AuthenticatorEnrolment } | { kind: 'codes'; codes: string[] } | { kind: 'turning-off' };

/**
 * Two-step verification on /settings (issue #25): off, a QR code and its key to add the account
 * to an authenticator app, confirmed by the app's code; then the recovery codes, shown once; on,
 * turned off with the password.
 */
export function TwoStepVerification() {
  const { data, error, mutate } = useSWR(TWO_STEP_KEY, fetchTwoStepStatus);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, fallback: string) {
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await action();
    } catch (caught) {
      setProblem(errorMessage(caught, fallback));
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => {
      setStage({ kind: 'scanning', enrolment: await startAuthenticator() });
      setValue('');
    }, 'We could not start. Please try again.');

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const { recoveryCodes } = await confirmAuthenticator(value);
      setStage({ kind: 'codes', codes: recoveryCodes });
      setValue('');
      await mutate();
    }, 'We could not check the code. Please try again.');
  };

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await turnOffTwoStep(value);
      setStage({ kind: 'idle' });
      setValue('');
      await mutate();
    }, 'We could not turn it off. Please try again.');
  };

  return (
    <Card className="p-6" aria-labelledby="two-step-heading">
      <h2 id="two-step-heading" className="text-lg font-semibold text-slate-900">
        Two-step verification
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        With it on, signing in takes your password and a code from an authenticator app on your phone, so a stolen password is not enough.
      </p>
      {error && !data && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          We could not load this setting.
        </p>
      )}
      {!data && !error && <Spinner label="Loading two-step verification" className="py-8" />}

      {data && stage.kind === 'idle' && !data.authenticator && (
        <Button className="mt-4" busy={busy} onClick={() => void start()}>
          Turn on two-step verification
        </Button>
      )}

      {stage.kind === 'scanning' && (
        <form noValidate onSubmit={(event) => void confirm(event)} className="mt-4 space-y-4">
          <p className="text-sm text-slate-700">1. Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...).</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(stage.enrolment.qrSvg)}`}
            alt="QR code to add your Remit East Africa account to an authenticator app"
            width={176}
            height={176}
            className="rounded border border-slate-200"
          />
          <p className="text-sm text-slate-700">
            Cannot scan it? Type this key into the app instead:{' '}
            <code data-testid="authenticator-key" className="break-all rounded bg-slate-100 px-1 font-mono text-slate-900">
              {stage.enrolment.secret}
            </code>
          </p>
          <Input
            label="Code from the App"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={problem ? undefined : '2. Type the 6-digit code the app shows for Remit East Africa.'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={problem}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={busy}>
              Turn On
            </Button>
            <Button variant="ghost" onClick={() => setStage({ kind: 'idle' })}>
              Cancel
            </Button>
          </div>
        </form>
      )}

      {stage.kind === 'codes' && <RecoveryCodes title="Two-step verification is on." codes={stage.codes} onDone={() => setStage({ kind: 'idle' })} />}

      {data?.authenticator && stage.kind === 'idle' && (
        <div className="mt-4 space-y-3">
          <p className="text-sm text-slate-800">
            <span className="font-semibold">On</span>
            {data.enabledAt && ` since ${formatDate(data.enabledAt)}`} · {data.recoveryCodesLeft} recovery {data.recoveryCodesLeft === 1 ? 'code' : 'codes'} left
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              setStage({ kind: 'turning-off' });
              setValue('');
              setProblem(undefined);
            }}
          >
            Turn off
          </Button>
        </div>
      )}

      {stage.kind === 'turning-off' && (
        <form noValidate onSubmit={(event) => void turnOff(event)} className="mt-4 space-y-4">
          <PasswordInput
            label="Your Password"
            name="currentPassword"
            autoComplete="current-password"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={problem}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="destructive" busy={busy}>
              Turn Off Two-Step Verification
            </Button>
            <Button variant="ghost" onClick={() => setStage({ kind: 'idle' })}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
