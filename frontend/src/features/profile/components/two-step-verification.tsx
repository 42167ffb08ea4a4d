import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { appName } from '@/config/app';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { T, useT } from '@/lib/i18n/messages';
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
  const t = useT();

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
    }, t('twoStep.startFailed'));

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const { recoveryCodes } = await confirmAuthenticator(value);
      setStage({ kind: 'codes', codes: recoveryCodes });
      setValue('');
      await mutate();
    }, t('auth.code.checkFailed'));
  };

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await turnOffTwoStep(value);
      setStage({ kind: 'idle' });
      setValue('');
      await mutate();
    }, t('twoStep.turnOffFailed'));
  };

  return (
    <Card className="p-6" aria-labelledby="two-step-heading">
      <h2 id="two-step-heading" className="text-lg font-semibold text-slate-900">
        {t('twoStep.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('twoStep.description')}</p>
      {error && !data && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t('twoStep.loadFailed')}
        </p>
      )}
      {!data && !error && <Spinner label={t('twoStep.loading')} className="py-8" />}

      {data && stage.kind === 'idle' && !data.authenticator && (
        <Button className="mt-4" busy={busy} onClick={() => void start()}>
          {t('twoStep.turnOn')}
        </Button>
      )}

      {stage.kind === 'scanning' && (
        <form noValidate onSubmit={(event) => void confirm(event)} className="mt-4 space-y-4">
          <p className="text-sm text-slate-700">{t('twoStep.scan')}</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(stage.enrolment.qrSvg)}`}
            alt={t('twoStep.qrAlt', { appName })}
            width={176}
            height={176}
            className="rounded border border-slate-200"
          />
          <p className="text-sm text-slate-700">
            {t('twoStep.typeKey')}{' '}
            <code data-testid="authenticator-key" className="break-all rounded bg-slate-100 px-1 font-mono text-slate-900">
              {stage.enrolment.secret}
            </code>
          </p>
          <Input
            label={t('twoStep.codeLabel')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={problem ? undefined : t('twoStep.codeHint', { appName })}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={problem}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={busy}>
              {t('twoStep.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setStage({ kind: 'idle' })}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      )}

      {stage.kind === 'codes' && <RecoveryCodes title={t('twoStep.isOn')} codes={stage.codes} onDone={() => setStage({ kind: 'idle' })} />}

      {data?.authenticator && stage.kind === 'idle' && (
        <div className="mt-4 space-y-3">
          <p className="text-sm text-slate-800">
            <T
              id={data.enabledAt ? 'twoStep.onSince' : 'twoStep.on'}
              values={{ b: (chunks) => <span className="font-semibold">{chunks}</span>, date: data.enabledAt && formatDate(data.enabledAt), count: data.recoveryCodesLeft }}
            />
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              setStage({ kind: 'turning-off' });
              setValue('');
              setProblem(undefined);
            }}
          >
            {t('twoStep.turnOff')}
          </Button>
        </div>
      )}

      {stage.kind === 'turning-off' && (
        <form noValidate onSubmit={(event) => void turnOff(event)} className="mt-4 space-y-4">
          <PasswordInput
            label={t('field.yourPassword')}
            name="currentPassword"
            autoComplete="current-password"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={problem}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="destructive" busy={busy}>
              {t('twoStep.turnOffConfirm')}
            </Button>
            <Button variant="ghost" onClick={() => setStage({ kind: 'idle' })}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
