import { Badge } from '@/components/ui/badge';
import {
  adminTransactionStatus,
  adminUserStatus,
  attentionKindDisplay,
  payoutAttemptStateDisplay,
  refundStateDisplay,
} from '../api/admin-status';

/** A transfer's status as the admin table shows it (spec section 4). */
export function AdminTransactionStatusBadge({ status }: { status: string }) {
  const { label, tone } = adminTransactionStatus(status);
  return (
    <Badge tone={tone} data-status={status}>
      {label}
    </Badge>
  );
}

export function UserStatusBadge({ status }: { status: string }) {
  const { label, tone } = adminUserStatus(status);
  return (
    <Badge tone={tone} data-status={status}>
      {label}
    </Badge>
  );
}

/** What a "Needs attention" item is about: payout, refund, dispute, late... */
export function AttentionKindBadge({ kind }: { kind: string }) {
  const { label, tone } = attentionKindDisplay(kind);
  return (
    <Badge tone={tone} data-kind={kind}>
      {label}
    </Badge>
  );
}

/** A payout attempt's state: requested, accepted, delivered, failed... */
export function PayoutAttemptStateBadge({ state }: { state: string }) {
  const { label, tone } = payoutAttemptStateDisplay(state);
  return (
    <Badge tone={tone} data-state={state}>
      {label}
    </Badge>
  );
}

/** A refund's state: requested, pending, succeeded, failed, cancelled. */
export function RefundStateBadge({ state }: { state: string }) {
  const { label, tone } = refundStateDisplay(state);
  return (
    <Badge tone={tone} data-state={state}>
      {label}
    </Badge>
  );
}
