import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { usePartnerFloats, useOpenBreaks, type PartnerFloat } from '../api/admin-finance';
import { adminDashboardTabPath } from './admin-links';
import { formatDateTime, formatTimeAgo } from './admin-format';
import { AdminTable, cellClass, headerCellClass } from './admin-table';
import { AmountCell, FinanceSection, FinanceState } from './finance-controls';

const RAIL_NAMES: Record<string, string> = { daraja: 'Safaricom M-Pesa (Daraja)', mtn_momo: 'MTN MoMo', thunes: 'Thunes' };

/** What the books say is prefunded at each payout partner, beside the partner's own figure once the float context reports it. */
export function PartnerFloatSection() {
  const { data, error, isLoading, mutate } = usePartnerFloats();
  return (
    <FinanceSection id="partner-float" title="Float per partner" description="Money prefunded at each payout partner, in its currency, as the books have it.">
      <FinanceState what="partner float" error={error} loading={isLoading && !data} onRetry={() => void mutate()}>
        {data && (
          <AdminTable
            caption="Float per partner"
            columns={['Partner', 'Currency', 'Ledger balance', 'Pending payouts', 'Available', 'Partner reports', 'Days left'].map((column, index) => (
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
        {reported?.paused && (
          <Badge tone="danger" className="ml-2">
            Paused
          </Badge>
        )}
      </td>
      <td className={cellClass}>{float.currency}</td>
      <AmountCell value={float.balance} />
      <AmountCell value={float.pendingPayouts} />
      <AmountCell value={float.available} strong />
      {reported ? (
        <AmountCell value={reported.reportedBalance} />
      ) : (
        <td className={`${cellClass} text-right text-slate-400`} title="Partner balances are not reported yet">
          —
        </td>
      )}
      <td className={`${cellClass} text-right tabular-nums`}>{reported?.daysLeft != null ? reported.daysLeft.toFixed(1) : '—'}</td>
    </tr>
  );
}

/** How many reconciliation breaks are open and the oldest, linking to the operator's queue where they are worked. */
export function OpenBreaksSection() {
  const { data, error, isLoading, mutate } = useOpenBreaks();
  return (
    <FinanceSection id="open-breaks" title="Reconciliation breaks" description="Differences between our books and Stripe's or the partners' records, still open.">
      <FinanceState what="open breaks" error={error} loading={isLoading && !data} onRetry={() => void mutate()}>
        {data && !data.available && <p className="text-sm text-slate-500">Reconciliation has not recorded any breaks yet.</p>}
        {data?.available && (
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <Badge tone={data.count ? 'warning' : 'success'}>{data.count ? `${data.count} open` : 'None open'}</Badge>
            {data.oldest && (
              <span>
                Oldest: {data.oldest.description}, opened <time dateTime={data.oldest.openedAt} title={formatDateTime(data.oldest.openedAt)}>{formatTimeAgo(data.oldest.openedAt)}</time>.
              </span>
            )}
            {Boolean(data.count) && (
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
