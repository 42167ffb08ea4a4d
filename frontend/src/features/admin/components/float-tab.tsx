import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage } from '@/lib/api-error';
import { useFloatActions, useFloatOverview, type BalanceCheck } from '../api/admin-float';
import { useAdminAccessLost, useOperatorCan } from '../api/admin-session';
import { railName } from '../api/top-up-form';
import { FloatPositions } from './float-positions';
import { ReadOnlyNote } from './read-only-note';
import { TopUpForm } from './top-up-form';
import { TopUpsTable } from './top-ups-table';

const OUTCOME_WORDS: Record<BalanceCheck['outcome'], string> = {
  read: 'balance read',
  awaiting_callback: 'asked; its answer comes by callback',
  unavailable: 'could not be asked',
};

/** The Float page (issue #24): each partner float and whether its rail runs, the top-ups, recording one, and asking the partners now. */
export function FloatTab() {
  const { data, error, isLoading, mutate } = useFloatOverview();
  // Top-ups and balance checks are finance's (and an owner's); every role reads the floats.
  const canChange = useOperatorCan('finance');
  if (error && !data) {
    return (
      <div className="space-y-4 py-10 text-center">
        <p role="alert" className="text-slate-600">
          We could not load the partner floats.
        </p>
        <Button variant="secondary" onClick={() => void mutate()}>
          Try again
        </Button>
      </div>
    );
  }
  if (isLoading || !data) return <Spinner label="Loading partner floats" className="py-16" />;
  return (
    <div className="space-y-8">
      <section aria-labelledby="float-positions" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="float-positions" className="text-xl font-semibold text-slate-900">
              Partner float
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Money prefunded at each payout partner. A rail pauses when its float cannot cover the next payout or the partner refuses one; a confirmed top-up
              resumes it.
            </p>
          </div>
          {canChange && <CheckBalancesButton />}
        </div>
        <FloatPositions floats={data.floats} />
      </section>
      <section aria-labelledby="record-top-up">
        <Card className="p-4 sm:p-6">
          <h2 id="record-top-up" className="text-lg font-semibold text-slate-900">
            Record a top-up
          </h2>
          <p className="mb-4 mt-1 text-sm text-slate-600">A wire sent to a partner. It is confirmed when the partner&apos;s balance shows it.</p>
          {canChange ? <TopUpForm /> : <ReadOnlyNote />}
        </Card>
      </section>
      <section aria-labelledby="top-ups" className="space-y-3">
        <h2 id="top-ups" className="text-lg font-semibold text-slate-900">
          Top-ups
        </h2>
        <TopUpsTable topUps={data.topUps} canChange={canChange} />
      </section>
    </div>
  );
}

/** Asks every partner for our balance now; pending top-ups a balance shows are confirmed by the server. */
function CheckBalancesButton() {
  const [busy, setBusy] = useState(false);
  const [checks, setChecks] = useState<BalanceCheck[]>();
  const { checkBalances } = useFloatActions();
  const onAdminError = useAdminAccessLost();
  const { toast } = useToast();

  async function onClick() {
    setBusy(true);
    try {
      setChecks(await checkBalances());
    } catch (error) {
      onAdminError(error);
      toast({ title: 'Check failed', description: errorMessage(error, 'The partners could not be asked. Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button variant="secondary" busy={busy} onClick={() => void onClick()}>
        Check balances now
      </Button>
      {checks && (
        <ul role="status" className="text-sm text-slate-600 sm:text-right">
          {checks.map((check) => (
            <li key={check.rail}>
              {railName(check.rail)}: {OUTCOME_WORDS[check.outcome]}
              {check.detail ? ` (${check.detail})` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
