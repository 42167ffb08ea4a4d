import { useId } from 'react';
import { deliveryDescription } from '@/config/delivery-methods';
import type { TimelinePayoutAttempt } from '../api/admin-timeline';
import { formatDateTime } from './admin-format';
import { AdminTable, cellClass, headerCellClass } from './admin-table';
import { PayoutAttemptStateBadge } from './status-badges';

const COLUMNS = [
  'Attempt',
  'Rail',
  'Method',
  'Reference',
  'Partner id',
  'State',
  'Receipt / pickup code',
  'Failure',
  'Requested',
  'Last answer',
] as const;

const none = <span className="text-slate-500">—</span>;

/** Every try at paying the recipient: where it went, the partner's ids and answer, and why it failed. */
export function PayoutAttemptsTable({ attempts }: { attempts: readonly TimelinePayoutAttempt[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Payout attempts
      </h4>
      <AdminTable
        caption="Payout attempts"
        columns={COLUMNS.map((column) => (
          <th key={column} scope="col" className={headerCellClass}>
            {column}
          </th>
        ))}
      >
        {attempts.map((attempt) => (
          <PayoutAttemptRow key={attempt.attempt} attempt={attempt} />
        ))}
      </AdminTable>
    </section>
  );
}

function PayoutAttemptRow({ attempt }: { attempt: TimelinePayoutAttempt }) {
  return (
    <tr data-attempt={attempt.attempt}>
      <td className={cellClass}>{attempt.attempt}</td>
      <td className={`${cellClass} font-mono text-xs`}>{attempt.rail}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{deliveryDescription(attempt.method, attempt.bankName)}</td>
      <td className={`${cellClass} whitespace-nowrap font-mono text-xs`}>{attempt.reference}</td>
      <td className={`${cellClass} whitespace-nowrap font-mono text-xs`}>{attempt.partnerPayoutId ?? none}</td>
      <td className={cellClass}>
        <PayoutAttemptStateBadge state={attempt.state} />
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <ReceiptOrCode attempt={attempt} />
      </td>
      <td className={`${cellClass} min-w-64 break-words`}>
        <Failure attempt={attempt} />
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <time dateTime={attempt.requestedAt}>{formatDateTime(attempt.requestedAt)}</time>
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        {attempt.answeredAt ? <time dateTime={attempt.answeredAt}>{formatDateTime(attempt.answeredAt)}</time> : 'No answer yet'}
      </td>
    </tr>
  );
}

function ReceiptOrCode({ attempt }: { attempt: TimelinePayoutAttempt }) {
  if (!attempt.receipt && !attempt.pickupCode) return none;
  return (
    <>
      {attempt.receipt && <span className="block">Receipt <span className="font-mono">{attempt.receipt}</span></span>}
      {attempt.pickupCode && <span className="block">Code <span className="font-mono">{attempt.pickupCode}</span></span>}
    </>
  );
}

/** The failure code, the partner's own words, and what the sender was told. */
function Failure({ attempt }: { attempt: TimelinePayoutAttempt }) {
  if (!attempt.failureCode && !attempt.failureDetail && !attempt.failure) return none;
  return (
    <>
      {attempt.failureCode && <span className="block font-mono text-xs">{attempt.failureCode}</span>}
      {attempt.failureDetail && <span className="block">{attempt.failureDetail}</span>}
      {attempt.failure && <span className="block text-xs text-slate-500">Sender told: {attempt.failure}</span>}
    </>
  );
}
