import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAttention, type AttentionTransfer } from '../api/admin-attention';
import { AdminTable, PagedList, headerCellClass } from './admin-table';
import { AttentionActionDialog, type ActionTarget } from './attention-action-dialog';
import { AttentionItemRow } from './attention-item-row';
import { TransferTimelineDialog } from './transfer-timeline-dialog';

const COLUMNS = ['Issue', 'Transfer', 'Waiting since', 'Actions'] as const;

/** What is stuck and needs a person (failed payouts, refused refunds, disputes, late transfers, stuck jobs). */
export function AttentionTab() {
  const { data, error, isValidating, mutate } = useAttention();
  const [acting, setActing] = useState<ActionTarget | null>(null);
  const [timelineOf, setTimelineOf] = useState<AttentionTransfer['id'] | null>(null);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Transfers, disputes and jobs waiting for an operator, in the order to handle them.
        </p>
        <Button variant="ghost" size="sm" busy={isValidating} onClick={() => void mutate()}>
          Refresh
        </Button>
      </div>
      {/* A refresh that failed keeps the list on screen, saying it may be out of date. */}
      {error && data ? (
        <p role="alert" className="text-sm text-slate-600">
          We could not refresh the list; it may be out of date.
        </p>
      ) : null}

      <PagedList
        noun="items needing attention"
        items={data?.items}
        error={data ? undefined : error}
        emptyText="Nothing needs attention."
        onRetry={() => void mutate()}
      >
        <AdminTable
          caption="Needs attention"
          columns={COLUMNS.map((column) => (
            <th key={column} scope="col" className={headerCellClass}>
              {column}
            </th>
          ))}
        >
          {data?.items.map((item) => (
            <AttentionItemRow
              key={item.key}
              item={item}
              onAction={(target, action) => setActing({ item: target, action })}
              onTimeline={setTimelineOf}
            />
          ))}
        </AdminTable>
      </PagedList>

      <AttentionActionDialog target={acting} onClose={() => setActing(null)} />
      <TransferTimelineDialog transferId={timelineOf} onClose={() => setTimelineOf(null)} />
    </div>
  );
}
