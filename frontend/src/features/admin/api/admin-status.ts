import type { BadgeTone } from '@/components/ui/badge';
import type { AttentionKind } from './admin-attention';

export type StatusDisplay = { label: string; tone: BadgeTone };

/**
 * Spec section 4, admin table: completed or SUCCEEDED is "Completed" (green); processing or
 * PENDING is "Processing" (yellow); failed or FAILED is "Failed" (red); anything else is shown
 * as it came, in grey. Our own lower-case `pending` is a transfer nobody has paid yet, so it
 * is told apart from one paid and in progress: "Pending", in its own colour.
 */
export function adminTransactionStatus(status: string): StatusDisplay {
  const value = status.trim();
  if (value === 'pending') return { label: 'Pending', tone: 'info' };
  switch (value.toLowerCase()) {
    case 'completed':
    case 'succeeded':
      return { label: 'Completed', tone: 'success' };
    case 'processing':
    case 'pending':
      return { label: 'Processing', tone: 'warning' };
    case 'failed':
      return { label: 'Failed', tone: 'danger' };
    default:
      return { label: status === '' ? 'Unknown' : status, tone: 'neutral' };
  }
}

/** Spec section 4, user status: active (green) or suspended (red); anything else raw, grey. */
export function adminUserStatus(status: string): StatusDisplay {
  if (status === 'active') return { label: 'Active', tone: 'success' };
  if (status === 'suspended') return { label: 'Suspended', tone: 'danger' };
  return { label: status === '' ? 'Unknown' : status, tone: 'neutral' };
}

/**
 * The badge of a "Needs attention" item's kind: failed money movements in red, what is waiting
 * on a deadline in yellow, the plumbing (events, jobs, messages) in grey or blue. An unknown
 * kind is shown as it came, in grey.
 */
const ATTENTION_KINDS: Record<AttentionKind, StatusDisplay> = {
  payout_failed: { label: 'Payout', tone: 'danger' },
  refund_refused: { label: 'Refund', tone: 'danger' },
  dispute: { label: 'Dispute', tone: 'warning' },
  overdue: { label: 'Late', tone: 'warning' },
  settlement_event: { label: 'Settlement', tone: 'info' },
  outbox_job: { label: 'Outbox', tone: 'neutral' },
  notification: { label: 'Notification', tone: 'neutral' },
  screening_hold: { label: 'Screening', tone: 'danger' },
  payout_held: { label: 'Held', tone: 'danger' },
  money_alert: { label: 'Money alert', tone: 'danger' },
  reconciliation_break: { label: 'Reconciliation', tone: 'warning' },
};

export function attentionKindDisplay(kind: string): StatusDisplay {
  if (Object.hasOwn(ATTENTION_KINDS, kind)) return ATTENTION_KINDS[kind as AttentionKind];
  return { label: kind === '' ? 'Unknown' : kind, tone: 'neutral' };
}

/** A payout attempt's state: delivered green, failed or taken back red, cancelled grey, the rest in flight (yellow). */
const PAYOUT_ATTEMPT_STATES: Record<string, StatusDisplay> = {
  requested: { label: 'Requested', tone: 'warning' },
  unknown: { label: 'Unknown (no answer yet)', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'info' },
  ready_for_pickup: { label: 'Ready for pickup', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  reversed: { label: 'Reversed', tone: 'danger' },
};

/** A refund's state: succeeded green, failed red, cancelled grey, the rest in flight (yellow). */
const REFUND_STATES: Record<string, StatusDisplay> = {
  requested: { label: 'Requested', tone: 'warning' },
  pending: { label: 'Pending', tone: 'warning' },
  succeeded: { label: 'Succeeded', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

function displayOf(table: Record<string, StatusDisplay>, state: string): StatusDisplay {
  if (Object.hasOwn(table, state)) return table[state]!;
  return { label: state === '' ? 'Unknown' : state, tone: 'neutral' };
}

export function payoutAttemptStateDisplay(state: string): StatusDisplay {
  return displayOf(PAYOUT_ATTEMPT_STATES, state);
}

export function refundStateDisplay(state: string): StatusDisplay {
  return displayOf(REFUND_STATES, state);
}
