import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';
import { isDisputeClosed, type Dispute } from '../api/admin-attention';
import type { TimelineDispute } from '../api/admin-timeline';
import { formatDateTime, isDueSoon, statusWords } from './admin-format';
import { DetailList, DetailRow } from './admin-table';

type DisputeDetailsProps = {
  /** With `openedAt` and `closedAt` when the timeline has them. */
  dispute: Dispute & Partial<Pick<TimelineDispute, 'openedAt' | 'closedAt'>>;
  className?: string;
};

/** A card dispute: why, how much, where it stands, and by when the evidence is due. */
export function DisputeDetails({ dispute, className }: DisputeDetailsProps) {
  return (
    <DetailList className={className}>
      <DetailRow label="Dispute reason">{statusWords(dispute.reason)}</DetailRow>
      <DetailRow label="Disputed amount">{formatMoney(dispute.amount, dispute.currency.toUpperCase())}</DetailRow>
      <DetailRow label="Dispute status">{statusWords(dispute.status)}</DetailRow>
      <DetailRow label="Evidence due by">
        <EvidenceDueBy dueBy={dispute.dueBy} urgent={!isDisputeClosed(dispute)} />
      </DetailRow>
      {dispute.openedAt && (
        <DetailRow label="Opened">
          <time dateTime={dispute.openedAt}>{formatDateTime(dispute.openedAt)}</time>
        </DetailRow>
      )}
      {dispute.closedAt && (
        <DetailRow label="Closed">
          <time dateTime={dispute.closedAt}>{formatDateTime(dispute.closedAt)}</time>
        </DetailRow>
      )}
    </DetailList>
  );
}

/** The evidence deadline; while the dispute is open, within three days (or passed) it is red and says so in words. */
function EvidenceDueBy({ dueBy, urgent }: { dueBy: string | null | undefined; urgent: boolean }) {
  if (!dueBy) return <span className="text-slate-500">No deadline</span>;
  const soon = urgent && isDueSoon(dueBy);
  const passed = soon && new Date(dueBy).getTime() < Date.now();
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-2" data-due-soon={soon}>
      <time dateTime={dueBy} className={cn(soon && 'font-semibold text-red-700')}>
        {formatDateTime(dueBy)}
      </time>
      {soon && <Badge tone="danger">{passed ? 'Past due' : 'Due soon'}</Badge>}
    </span>
  );
}
