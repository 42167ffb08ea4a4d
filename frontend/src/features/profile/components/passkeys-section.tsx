import { useState } from 'react';
import useSWR from 'swr';
import { AddPasskeyForm } from '@/components/add-passkey-form';
import { PasskeyList, usePasskeyRemoval } from '@/components/passkey-list';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/messages';
import { useAddSenderPasskey, useRemoveSenderPasskey, useSenderPasskeys } from '../api/passkeys';
import { TWO_STEP_KEY, fetchTwoStepStatus } from '../api/two-step';
import { RecoveryCodes } from './recovery-codes';

/**
 * Passkeys on /settings (issue #25): the sender's passkeys with when added and last used, added
 * under a name and removed (each asks "Confirm it's you" when the last proof is old). A passkey
 * signs in with no password ("Sign in with a passkey"), and after the password stands in for the
 * authenticator's code; the first second factor comes with recovery codes, shown here once.
 */
export function PasskeysSection() {
  const { data, error, mutate } = useSenderPasskeys();
  const { data: twoStep } = useSWR(TWO_STEP_KEY, fetchTwoStepStatus);
  const addPasskey = useAddSenderPasskey();
  const removal = usePasskeyRemoval(useRemoveSenderPasskey());
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const t = useT();

  async function add(name: string): Promise<string> {
    const added = await addPasskey(name);
    setRecoveryCodes(added.recoveryCodes);
    return added.passkey.name;
  }

  // Without the app, the recovery codes stand behind the passkeys alone: how many are left is told here.
  const codesLeft = twoStep && !twoStep.authenticator && twoStep.passkeys > 0 ? twoStep.recoveryCodesLeft : undefined;
  return (
    <Card id="passkeys" role="region" className="p-6" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" className="text-lg font-semibold text-slate-900">
        {t('passkeys.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('passkeys.description')}</p>
      {recoveryCodes.length > 0 ? (
        <RecoveryCodes title={t('passkeys.secondFactorNow')} codes={recoveryCodes} onDone={() => setRecoveryCodes([])} />
      ) : (
        <div className="mt-4 space-y-4">
          <PasskeyList passkeys={data?.items} error={error} onRetry={() => void mutate()} onRemove={removal.ask} busy={removal.busy} />
          {codesLeft !== undefined && (
            <p className="text-sm text-slate-700">{t('recoveryCodes.left', { count: codesLeft })}</p>
          )}
          <AddPasskeyForm addPasskey={add} />
        </div>
      )}
      {removal.dialog}
    </Card>
  );
}
