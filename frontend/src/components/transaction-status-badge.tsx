import { Badge, type BadgeTone } from './ui/badge';

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
    case 'failed':
    case 'error':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** "completed" → "Completed". */
function statusLabel(status: string): string {
  return status === '' ? 'Unknown' : status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();
}

/** A transfer's status as the sender's history shows it. */
export function TransactionStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={transactionStatusTone(status)} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
