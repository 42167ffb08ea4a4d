import { useState } from 'react';
import { useAttention, type AttentionTransfer } from '../api/admin-attention';
import { AttentionActionDialog, type ActionTarget } from './attention-action-dialog';
import { AttentionItemRow } from './attention-item-row';
import { TransferTimelineDialog } from './transfer-timeline-dialog';
import { WorkQueueList } from './work-queue-list';

const COLUMNS = ['Issue', 'Transfer', 'Waiting since', 'Actions'] as const;

/** What is stuck and needs a person (failed payouts, refused refunds, disputes, late transfers, stuck jobs). */
export function AttentionTab() {
  const list = useAttention();
  const { data } = list;
  const [acting, setActing] = useState<ActionTarget | null>(null);
  const [timelineOf, setTimelineOf] = useState<AttentionTransfer['id'] | null>(null);

  return (
    <div className="space-y-5">
      <WorkQueueList
        intro="Transfers, disputes and jobs waiting for an operator, in the order to handle them."
        noun="items needing attention"
        caption="Needs attention"
        columns={COLUMNS}
        emptyText="Nothing needs attention."
        list={list}
      >
        {data?.items.map((item) => (
          <AttentionItemRow
            key={item.key}
            item={item}
            onAction={(target, action) => setActing({ item: target, action })}
            onTimeline={setTimelineOf}
          />
        ))}
      </WorkQueueList>

      <AttentionActionDialog target={acting} onClose={() => setActing(null)} />
      <TransferTimelineDialog transferId={timelineOf} onClose={() => setTimelineOf(null)} />
    </div>
  );
}
