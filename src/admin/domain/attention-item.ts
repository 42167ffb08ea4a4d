/**
 * The operator's "Needs attention" queue: everything the system cannot finish by itself,
 * each with the actions that finish it. Items are read fresh from where they live (the
 * transfer, the dispute, the stored provider message, the outbox row, the failed job); a key
 * names one item and, for a failed payout, the attempt it is about, so an action clicked
 * twice, or after another operator acted, finds nothing left to do.
 */
export const ATTENTION_KINDS = [
  'payout_failed',
  'refund_refused',
  'dispute',
  'overdue',
  'settlement_event',
  'payout_callback',
  'outbox_job',
  'notification',
  'screening_hold',
  'payout_held',
  'money_alert',
  'float_low',
  'reconciliation_break',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const ATTENTION_ACTIONS = [
  'retry_payout',
  'retry_payout_other_method',
  'refund',
  'retry_refund',
  'mark_refunded',
  'check_payout',
  'requeue',
  'release_screening',
  'refuse_screening',
  'release_payout',
  'resolve_alert',
  'explain_break',
  'correct_break',
  'escalate_break',
] as const;
export type AttentionActionName = (typeof ATTENTION_ACTIONS)[number];

/** The actions each kind of item takes; a failed payout's other-method retry only where the country offers another method. */
export const ACTIONS_BY_KIND: Readonly<Record<AttentionKind, readonly AttentionActionName[]>> = {
  payout_failed: ['retry_payout', 'retry_payout_other_method', 'refund'],
  refund_refused: ['retry_refund', 'mark_refunded'],
  // Evidence goes to the card provider's dashboard; the item leaves when the dispute closes.
  dispute: [],
  overdue: ['check_payout'],
  settlement_event: ['requeue'],
  payout_callback: ['requeue'],
  outbox_job: ['requeue'],
  notification: ['requeue'],
  // A new transfer whose sender or recipient is likely on the SDN list: nothing is charged until decided.
  screening_hold: ['release_screening', 'refuse_screening'],
  // A paid transfer whose payout was held before anything went (its sender was suspended).
  payout_held: ['release_payout', 'refund'],
  // Money that moved where it should not have: settled outside the product, then recorded here with a note.
  money_alert: ['resolve_alert'],
  // A partner float below its threshold: the operator wires a top-up and records it on the Float page; a confirmed top-up clears it.
  float_low: [],
  // The books and a provider's own records disagree: say why it is right, post a correcting ledger transfer, or escalate.
  reconciliation_break: ['explain_break', 'correct_break', 'escalate_break'],
};

/** Each action's button label and the question its confirmation asks. */
export const ACTION_TEXTS: Readonly<Record<AttentionActionName, { label: string; confirm: string }>> = {
  retry_payout: {
    label: 'Retry payout',
    confirm: 'Send the payout again, by the same delivery method, as a new payout at the partner?',
  },
  retry_payout_other_method: {
    label: 'Retry by another method',
    confirm: 'Send the payout again by the delivery method chosen below, as a new payout at the partner?',
  },
  refund: {
    label: 'Refund sender',
    confirm: "Stop trying to deliver this transfer and refund the sender's whole payment? This cannot be undone.",
  },
  retry_refund: {
    label: 'Retry refund',
    confirm: 'Ask the payment provider for the refund again?',
  },
  mark_refunded: {
    label: 'Mark refunded',
    confirm: 'Record that the sender was paid back outside the payment provider? Say how below; the sender is told their money was returned.',
  },
  check_payout: {
    label: 'Check now',
    confirm: 'Ask the payment provider or payout partner how this transfer stands now?',
  },
  requeue: {
    label: 'Run again',
    confirm: 'Queue this job again? Running it twice changes nothing.',
  },
  release_screening: {
    label: 'Release',
    confirm: 'The names are not the listed person or company: let the sender pay? They are told they can continue.',
  },
  release_payout: {
    label: 'Release payout',
    confirm: 'Send this held payout to the partner now? Only when the sender may be paid out despite the suspension.',
  },
  resolve_alert: {
    label: 'Mark resolved',
    confirm: 'Record how this was settled (recovered from the recipient or partner, collected from the sender, written off)? Say how below.',
  },
  explain_break: {
    label: 'Explain',
    confirm: 'Record why both sides are right as they are? Say why below; the break leaves the queue.',
  },
  correct_break: {
    label: 'Post correction',
    confirm: 'Post a correcting ledger transfer between the accounts chosen below? It is a new transfer: nothing booked before changes.',
  },
  escalate_break: {
    label: 'Escalate',
    confirm: 'Mark this break for a senior look? It stays in the queue; say why below.',
  },
  refuse_screening: {
    label: 'Refuse',
    confirm: 'The match is confirmed: cancel this transfer? Nothing was charged; the sender is told it could not be sent. This cannot be undone.',
  },
};

export interface AttentionKey {
  kind: AttentionKind;
  /** The transfer id, dispute id, stored event or callback id, outbox row id or job id. */
  ref: string;
  /** A failed payout's attempt. */
  attempt: number | null;
}

export function attentionKey(kind: AttentionKind, ref: string, attempt: number | null = null): string {
  return attempt === null ? `${kind}:${ref}` : `${kind}:${ref}:${attempt}`;
}

/** Reads a key sent back by the admin page; null when it names no item kind or is malformed. */
export function parseAttentionKey(key: string): AttentionKey | null {
  const match = /^([a-z_]+):([A-Za-z0-9_.-]{1,255}?)(?::(\d{1,6}))?$/.exec(key);
  if (!match || !(ATTENTION_KINDS as readonly string[]).includes(match[1])) return null;
  const kind = match[1] as AttentionKind;
  const attempt = match[3] === undefined ? null : Number(match[3]);
  if ((kind === 'payout_failed') !== (attempt !== null)) return null;
  return { kind, ref: match[2], attempt };
}
