import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useTransferTimeline, type TimelineDispute, type TimelineEvent } from '../api/admin-timeline';
import type { AdminTransaction } from '../api/admin-transactions';
import { formatDateTime } from './admin-format';
import { DisputeDetails } from './dispute-details';
import { MoneyAlerts } from './money-alerts';
import { PayoutAttemptsTable } from './payout-attempts-table';
import { RefundsTable } from './refunds-table';
import { TransferBooksSection } from './transfer-books';

/**
 * What happened to a transfer (`GET /api/admin/transactions/{id}/timeline`): its money alerts
 * first, its events oldest first, its payout attempts, refunds and card disputes. Shown in the
 * transaction details and in the timeline dialog; both ask for the same key, so it is fetched once.
 */
export function TransferTimelineSection({ transferId }: { transferId: AdminTransaction['id'] }) {
  const { data, error, mutate } = useTransferTimeline(transferId);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Timeline
      </h3>
      {error && !data ? (
        error instanceof ApiError && error.status === 404 ? (
          <p className="text-sm text-slate-500">No timeline was found for this transfer.</p>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="alert" className="text-sm text-slate-600">
              We could not load the timeline.
            </p>
            <Button variant="secondary" size="sm" onClick={() => void mutate()}>
              Try again
            </Button>
          </div>
        )
      ) : !data ? (
        <Spinner label="Loading the timeline" className="py-6" />
      ) : (
        <>
          {data.alerts.length > 0 && <MoneyAlerts alerts={data.alerts} />}
          <TimelineEvents events={data.events} />
          {data.payoutAttempts.length > 0 && <PayoutAttemptsTable attempts={data.payoutAttempts} />}
          {data.refunds.length > 0 && <RefundsTable refunds={data.refunds} />}
          {data.disputes.length > 0 && <TimelineDisputes disputes={data.disputes} />}
          {data.books && <TransferBooksSection books={data.books} />}
        </>
      )}
    </section>
  );
}

function TimelineEvents({ events }: { events: readonly TimelineEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-500">Nothing has happened to this transfer yet.</p>;
  return (
    <ol aria-label="Events" className="relative space-y-4 border-l border-slate-200 pl-5">
      {events.map((event) => (
        <li key={event.sequence} className="relative" data-event-type={event.type}>
          <span
            aria-hidden="true"
            className={cn(
              'absolute -left-[26px] top-1.5 size-2.5 rounded-full',
              'border-2 border-white bg-brand-600 ring-1 ring-brand-600',
            )}
          />
          <p className="text-sm font-medium text-slate-900">{event.description}</p>
          <p className="text-xs text-slate-500">
            <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
            <span className="font-mono"> · {event.type}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}

function TimelineDisputes({ disputes }: { disputes: readonly TimelineDispute[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Disputes
      </h4>
      <ul className="space-y-3">
        {disputes.map((dispute) => (
          <li key={dispute.id} className="rounded-xl bg-slate-50 px-4 py-1">
            <DisputeDetails dispute={dispute} />
          </li>
        ))}
      </ul>
    </section>
  );
}
