import { Badge, type BadgeTone } from './ui/badge';
import { m, useTranslateIfId, type MessageId } from '@/lib/i18n/messages';

/**
 * Spec section 4, customer history: completed or success green; pending yellow; failed or
 * error red; any other status neutral.
 */
export function transactionStatusTone(status: string): BadgeTone {
  switch (status.toLowerCase()) {
    case 'completed':
    case 'success':
      return 'success';
    case 'pending':
      return 'warning';
    case 'ready_for_pickup':
      return 'success';
    case 'failed':
    case 'error':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** The sender's words for each status the server gives a transfer. */
const STATUS_LABELS: Record<string, MessageId> = {
  pending: m('statusBadge.pending'),
  processing: m('statusBadge.processing'),
  ready_for_pickup: m('statusBadge.readyForPickup'),
  completed: m('statusBadge.completed'),
  failed: m('statusBadge.failed'),
  cancelled: m('statusBadge.cancelled'),
};

/** "completed" → "Completed", "ready_for_pickup" → "Ready for pickup"; another status as the server wrote it. */
function statusLabel(status: string): string {
  if (status === '') return 'Unknown';
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The status a sender reads: cash waiting at the agent is "Ready for pickup" (the server's
 * status stays `processing` until it is collected), so the badge and the timeline agree.
 */
export function senderStatus(transaction: { status: string; payout?: { pickupCode?: string | null } | null }): string {
  return transaction.status === 'processing' && transaction.payout?.pickupCode ? 'ready_for_pickup' : transaction.status;
}

/** A transfer's status as the sender's history shows it. */
export function TransactionStatusBadge({ status }: { status: string }) {
  // Optional context: the badge also shows in component tests rendered without the app's providers.
  const translate = useTranslateIfId();
  const known = STATUS_LABELS[status.toLowerCase()];
  const label = known ? translate(known) : undefined;
  return (
    <Badge tone={transactionStatusTone(status)} data-status={status}>
      {label && label !== known ? label : statusLabel(status)}
    </Badge>
  );
}
