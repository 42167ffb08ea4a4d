import { Button } from '@/components/ui/button';
import { mayTakeAction, type AttentionAction, type AttentionItem, type AttentionTransfer } from '../api/admin-attention';
import { useOperatorAccess } from '../api/admin-session';
import { formatDateTime, formatTimeAgo } from './admin-format';
import { cellClass } from './admin-table';
import { AttentionTransferSummary } from './attention-transfer';
import { DisputeDetails } from './dispute-details';
import { ScreeningDetails } from './screening-details';
import { AlertEvidence } from './alert-evidence';
import { AttentionKindBadge } from './status-badges';
import { ReconciliationBreakSides } from './reconciliation-break-sides';

type AttentionItemRowProps = {
  item: AttentionItem;
  onAction: (item: AttentionItem, action: AttentionAction) => void;
  onTimeline: (id: AttentionTransfer['id']) => void;
};

/** One item: what is wrong, the transfer (and dispute) it is about, how long it has waited, what can be done. */
export function AttentionItemRow({ item, onAction, onTimeline }: AttentionItemRowProps) {
  // Only the actions the operator's role may take are offered.
  const { operator, can } = useOperatorAccess();
  const allowed = item.actions.filter((action) => mayTakeAction(action.name, can));
  // An action waiting for a second operator is not offered again: who proposed it is said instead.
  const waiting = item.pendingApprovals;
  const actions = allowed.filter((action) => !waiting.some((pending) => pending.action === action.name));
  return (
    <tr data-attention-key={item.key} data-kind={item.kind}>
      <td className={`${cellClass} max-w-md space-y-1.5`}>
        <AttentionKindBadge kind={item.kind} />
        <p className="font-medium text-slate-900">{item.title}</p>
        <p className="break-words">{item.detail}</p>
        {item.dispute && <DisputeDetails dispute={item.dispute} className="rounded-lg bg-slate-50 px-3" />}
        {item.screening && <ScreeningDetails screening={item.screening} className="rounded-lg bg-slate-50 p-3" />}
        {item.alert && (
          <div className="rounded-lg bg-slate-50 px-3">
            <AlertEvidence evidence={item.alert.evidence} />
          </div>
        )}
        {item.reconciliationBreak && <ReconciliationBreakSides brk={item.reconciliationBreak} />}
      </td>
      <td className={cellClass}>
        {item.transfer ? (
          <AttentionTransferSummary transfer={item.transfer} onTimeline={onTimeline} />
        ) : (
          <span className="text-slate-500">No transfer</span>
        )}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <span className="block font-medium text-slate-900">{formatTimeAgo(item.since)}</span>
        <time dateTime={item.since} className="block text-xs text-slate-500">
          {formatDateTime(item.since)}
        </time>
      </td>
      <td className={cellClass}>
        <div className="flex flex-col items-start gap-2">
          {actions.map((action) => (
            <Button key={action.name} size="sm" variant="secondary" onClick={() => onAction(item, action)}>
              {action.label}
            </Button>
          ))}
          {waiting.map((pending) => (
            <p key={pending.id} className="max-w-xs text-xs font-medium text-amber-800" data-pending-approval={pending.action}>
              Waiting for approval: {pending.label} proposed by <span className="break-all">{pending.proposedBy}</span>
            </p>
          ))}
          {item.actions.length > 0 && allowed.length === 0 && (
            <span className="text-xs text-slate-500">{operator ? `Not for your role (${operator.role})` : 'Not for this session'}</span>
          )}
        </div>
      </td>
    </tr>
  );
}
