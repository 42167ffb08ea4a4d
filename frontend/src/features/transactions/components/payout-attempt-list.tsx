import { useId } from 'react';
import { Card } from '@/components/ui/card';
import type { PayoutAttempt } from '@/lib/data/transactions';
import { payoutAttemptState, payoutAttemptTitle } from '../api/money-movements';
import { MovementState } from './movement-state';
import { useT } from '@/lib/i18n/messages';

/** "Payout": each attempt at paying the recipient, first first, with where it stands. Nothing when none was made. */
export function PayoutAttemptList({ attempts }: { attempts: readonly PayoutAttempt[] }) {
  const headingId = useId();
  const t = useT();
  if (attempts.length === 0) return null;
  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('transactions.payout')}
        </h2>
        <ol className="mt-4 divide-y divide-slate-100">
          {attempts.map((attempt) => {
            const state = payoutAttemptState(attempt, t);
            return (
              <li key={attempt.attempt} className="py-3 first:pt-0 last:pb-0" data-state={attempt.state}>
                <h3 className="text-sm font-semibold text-slate-900">{payoutAttemptTitle(attempt, attempts.length, t)}</h3>
                <MovementState tone={state.tone} text={state.text} since={attempt.updatedAt} />
              </li>
            );
          })}
        </ol>
      </section>
    </Card>
  );
}
