import type { TransactionEvent } from '@/lib/data/transactions';
import { chronological, eventLabel, eventReason, formatDateTime, type EventContext } from '../api/transfer-events';
import { useT } from '@/lib/i18n/messages';

/** What happened to a transfer, oldest first; `transfer` names its payout partner. */
export function TransferTimeline({ events, transfer }: { events: readonly TransactionEvent[]; transfer?: EventContext }) {
  const t = useT();
  if (events.length === 0) return <p className="text-sm text-slate-500">{t('transactions.timelineEmpty')}</p>;
  return (
    <ol className="relative space-y-6 border-l border-slate-200 pl-6">
      {chronological(events).map((event, index) => {
        const reason = eventReason(event);
        return (
          <li key={`${event.type}-${event.occurredAt}-${index}`} className="relative" data-event-type={event.type}>
            <span
              aria-hidden="true"
              className="absolute -left-[31px] top-1 size-3 rounded-full border-2 border-white bg-brand-600 ring-1 ring-brand-600"
            />
            <p className="font-semibold text-slate-900">{eventLabel(event, t, transfer)}</p>
            <p className="text-sm text-slate-500">
              <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
            </p>
            {reason && <p className="mt-1 text-sm text-slate-700">{reason}</p>}
          </li>
        );
      })}
    </ol>
  );
}
