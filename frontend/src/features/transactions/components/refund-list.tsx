import { useId } from 'react';
import { Card } from '@/components/ui/card';
import type { Refund } from '@/lib/data/transactions';
import { refundState, refundTitle } from '../api/money-movements';
import { MovementState } from './movement-state';
import { useT } from '@/lib/i18n/messages';

/** "Refunds": each refund of a payment of this transfer, with where it stands. Nothing when there is none. */
export function RefundList({ refunds }: { refunds: readonly Refund[] }) {
  const headingId = useId();
  const t = useT();
  if (refunds.length === 0) return null;
  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('transactions.refunds')}
        </h2>
        <ul className="mt-4 divide-y divide-slate-100">
          {refunds.map((refund, index) => {
            const state = refundState(refund, t);
            return (
              <li key={`${refund.requestedAt}-${index}`} className="py-3 first:pt-0 last:pb-0" data-state={refund.state}>
                <h3 className="text-sm font-semibold text-slate-900">{refundTitle(refund, t)}</h3>
                <MovementState tone={state.tone} text={state.text} since={refund.updatedAt} />
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}
