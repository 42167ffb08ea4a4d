import { useId } from 'react';
import { formatMoney } from '@/lib/format-money';
import type { TimelineRefund } from '../api/admin-timeline';
import { formatDateTime, statusWords } from './admin-format';
import { AdminTable, cellClass, headerCellClass } from './admin-table';
import { RefundStateBadge } from './status-badges';

const COLUMNS = [
  'Attempt',
  'Amount',
  'Purpose',
  'State',
  'Payment',
  'Provider refund id',
  'Failure reason',
  'Retry after',
  'Requested',
] as const;

const none = <span className="text-slate-500">—</span>;

/** "Transfer payment", "Orphan payment": what a refund gives back. */
function purposeText(purpose: string): string {
  if (purpose === 'transfer') return 'Transfer payment';
  if (purpose === 'orphan_payment') return 'Orphan payment';
  return statusWords(purpose);
}

/** Every refund of the transfer's payments: which payment, the provider's id and answer, and when it is asked again. */
export function RefundsTable({ refunds }: { refunds: readonly TimelineRefund[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Refunds
      </h4>
      <AdminTable
        caption="Refunds"
        columns={COLUMNS.map((column) => (
          <th key={column} scope="col" className={headerCellClass}>
            {column}
          </th>
        ))}
      >
        {refunds.map((refund) => (
          <RefundRow key={`${refund.paymentIntentId}-${refund.attempt}`} refund={refund} />
        ))}
      </AdminTable>
    </section>
  );
}

function RefundRow({ refund }: { refund: TimelineRefund }) {
  return (
    <tr data-attempt={refund.attempt}>
      <td className={cellClass}>{refund.attempt}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatMoney(refund.amount)}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{purposeText(refund.purpose)}</td>
      <td className={cellClass}>
        <RefundStateBadge state={refund.state} />
      </td>
      <td className={`${cellClass} whitespace-nowrap font-mono text-xs`}>{refund.paymentIntentId}</td>
      <td className={`${cellClass} whitespace-nowrap font-mono text-xs`}>{refund.providerRefundId ?? none}</td>
      <td className={`${cellClass} min-w-64 break-words`}>{refund.failureReason ?? none}</td>
      <td className={`${cellClass} whitespace-nowrap`}>
        {refund.retryAfter ? <time dateTime={refund.retryAfter}>{formatDateTime(refund.retryAfter)}</time> : none}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <time dateTime={refund.requestedAt}>{formatDateTime(refund.requestedAt)}</time>
      </td>
    </tr>
  );
}
