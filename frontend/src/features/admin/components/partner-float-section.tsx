import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { usePartnerFloats, useOpenBreaks, type PartnerFloat } from '../api/admin-finance';
import { adminDashboardTabPath } from './admin-links';
import { formatDateTime, formatTimeAgo } from './admin-format';
import { AdminTable, cellClass, headerCellClass } from './admin-table';
import { AmountCell, FinanceSection, FinanceState } from './finance-controls';

const RAIL_NAMES: Record<string, string> = { daraja: 'Safaricom M-Pesa (Daraja)', mtn_momo: 'MTN MoMo', thunes: 'Thunes' };
const PAUSE_WORDS = { float_short: 'Paused: float short', partner_refused: 'Paused: partner refused' } as const;
const COLUMNS = ['Partner', 'Currency', 'Ledger balance', 'Pending payouts', 'Pending top-ups', 'Available', 'Partner reports', 'Days left'] as const;

/** What the books say is prefunded at each payout partner, beside the partner's own figure, days left and whether dispatch waits. */
export function PartnerFloatSection() {
  const { data, error, isLoading, mutate } = usePartnerFloats();
  return (
    <FinanceSection
      id="partner-float"
      title="Float per partner"
      description="Money prefunded at each payout partner, in its currency: the books' figures, the partner's own, and days left at the last 7 days' payouts."
    >
      <FinanceState what="partner float" error={error} loading={isLoading && !data} onRetry={() => void mutate()}>
        {data && (
          <AdminTable
            caption="Float per partner"
            columns={COLUMNS.map((column, index) => (
              <th key={column} scope="col" className={`${headerCellClass} ${index > 1 ? 'text-right' : ''}`}>
                {column}
              </th>
            ))}
          >
            {data.partners.map((float) => (
              <FloatRow key={`${float.rail}-${float.currency}`} float={float} />
            ))}
          </AdminTable>
        )}
      </FinanceState>
    </FinanceSection>
  );
}

function FloatRow({ float }: { float: PartnerFloat }) {
  const { reported } = float;
  return (
    <tr>
      <td className={`${cellClass} whitespace-nowrap`}>
        {RAIL_NAMES[float.rail] ?? float.rail}
        {reported?.pausedBecause && (
          <Badge tone="danger" className="ml-2">
            {PAUSE_WORDS[reported.pausedBecause]}
            {reported.waitingPayouts > 0 ? ` (${reported.waitingPayouts} waiting)` : ''}
          </Badge>
        )}
      </td>
      <td className={cellClass}>{float.currency}</td>
      <AmountCell value={float.balance} />
      <AmountCell value={float.pendingPayouts} />
      <AmountCell value={float.pendingTopUps} />
      <AmountCell value={float.available} strong />
      {reported?.reportedBalance ? (
        <AmountCell value={reported.reportedBalance} title={reported.reportedAt ? `As of ${formatDateTime(reported.reportedAt)}` : undefined} />
      ) : (
        <td className={`${cellClass} text-right text-slate-500`} title="Not reported by the partner yet">
          —
        </td>
      )}
      <td className={`${cellClass} text-right tabular-nums`}>{reported?.daysLeft != null ? reported.daysLeft.toFixed(1) : '—'}</td>
    </tr>
  );
}

/** How many reconciliation breaks wait for an operator and the oldest, linking to the queue where they are worked. */
export function OpenBreaksSection() {
  const { data, error, isLoading, mutate } = useOpenBreaks();
  return (
    <FinanceSection id="open-breaks" title="Reconciliation breaks" description="Differences between our books and Stripe's or the partners' records, waiting for an operator.">
      <FinanceState what="open breaks" error={error} loading={isLoading && !data} onRetry={() => void mutate()}>
        {data && (
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <Badge tone={data.count ? 'warning' : 'success'}>{data.count ? `${data.count} open` : 'None open'}</Badge>
            {data.oldest && (
              <span>
                Oldest: {data.oldest.description}, found{' '}
                <time dateTime={data.oldest.openedAt} title={formatDateTime(data.oldest.openedAt)}>
                  {formatTimeAgo(data.oldest.openedAt)}
                </time>
                .
              </span>
            )}
            {data.count > 0 && (
              <Link to={adminDashboardTabPath('attention')} className="font-medium text-brand-700 underline underline-offset-4">
                Work them in Needs attention
              </Link>
            )}
          </div>
        )}
      </FinanceState>
    </FinanceSection>
  );
}
