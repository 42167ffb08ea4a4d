import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useAdminAccessLost, type AdminPermission } from './admin-session';
import { ADMIN_STATS_KEY } from './admin-stats';
import { idSchema, moneyValueSchema } from './admin-schemas';
import { moneyAlertSchema } from './money-alert';
import { RECONCILIATION_KEY, reconciliationBreakSchema } from './reconciliation';

export const ADMIN_ATTENTION_KEY = '/api/admin/attention';
export const ATTENTION_ACTIONS_PATH = '/api/admin/attention/actions';

/** What an item is about; the server may add kinds, which are shown as they come. */
export type AttentionKind =
  | 'payout_failed'
  | 'refund_refused'
  | 'dispute'
  | 'overdue'
  | 'settlement_event'
  | 'outbox_job'
  | 'notification'
  | 'screening_hold'
  | 'payout_held'
  | 'money_alert'
  | 'reconciliation_break';

/** What an operator can do about an item; two of them ask for more than a confirmation. */
export type AttentionActionName =
  | 'retry_payout'
  | 'retry_payout_other_method'
  | 'refund'
  | 'retry_refund'
  | 'mark_refunded'
  | 'check_payout'
  | 'requeue'
  | 'release_screening'
  | 'refuse_screening'
  | 'release_payout'
  | 'resolve_alert'
  | 'explain_break'
  | 'correct_break'
  | 'escalate_break';

/**
 * What the operator's role must allow for each action (any of them), besides acting on the
 * queue at all (`act`), as the server checks it (issue #25): sender-facing retries and checks
 * are support's; money sent elsewhere or back, alerts and breaks are finance's; screening and
 * held payouts are compliance's. A payout to another account is proposed by support or
 * finance and approved by finance (four eyes). An owner may do them all.
 */
export const ACTION_PERMISSIONS: Readonly<Record<AttentionActionName, AdminPermission | readonly AdminPermission[]>> = {
  retry_payout: 'support',
  check_payout: 'support',
  requeue: 'support',
  retry_payout_other_method: ['support', 'finance'],
  refund: 'finance',
  retry_refund: 'finance',
  mark_refunded: 'finance',
  resolve_alert: 'finance',
  explain_break: 'finance',
  correct_break: 'finance',
  escalate_break: 'finance',
  release_screening: 'compliance',
  refuse_screening: 'compliance',
  release_payout: 'compliance',
};

/**
 * Whether an operator who may do what `can` says may take the action named `name`. An action
 * this app does not know yet needs only `act`: the server still checks it, and its refusal
 * is shown.
 */
export function mayTakeAction(name: string, can: (permission: AdminPermission) => boolean): boolean {
  if (!can('act')) return false;
  const needed = (ACTION_PERMISSIONS as Readonly<Record<string, AdminPermission | readonly AdminPermission[]>>)[name];
  return needed === undefined || (typeof needed === 'string' ? can(needed) : needed.some(can));
}

const attentionTransferSchema = z.object({
  id: idSchema,
  /** pending | processing | completed | failed | cancelled. */
  status: z.string(),
  senderName: z.string(),
  senderEmail: z.string().nullish(),
  recipientName: z.string(),
  country: z.string(),
  deliveryMethod: z.string().nullish(),
  /** `card` or `ach`. */
  paymentMethod: z.string().nullish(),
  amount: moneyValueSchema,
  totalAmount: moneyValueSchema,
  recipientAmount: moneyValueSchema,
  currencyCode: z.string(),
});

export type AttentionTransfer = z.infer<typeof attentionTransferSchema>;

export const disputeSchema = z.object({
  id: idSchema,
  reason: z.string(),
  amount: moneyValueSchema,
  currency: z.string(),
  status: z.string(),
  /** When the evidence must reach the card network; null once nothing more can be sent. */
  dueBy: z.string().nullish(),
});

export type Dispute = z.infer<typeof disputeSchema>;

/** Statuses after which no evidence is asked for (Stripe's, and a plain `closed`). */
const CLOSED_DISPUTE_STATUSES = new Set(['won', 'lost', 'closed', 'warning_closed']);

/** A dispute that is decided: its evidence deadline no longer matters. */
export function isDisputeClosed(dispute: Dispute & { closedAt?: string | null }): boolean {
  return Boolean(dispute.closedAt) || CLOSED_DISPUTE_STATUSES.has(dispute.status.toLowerCase());
}

const alternativeSchema = z.object({
  method: z.string(),
  label: z.string(),
  /** The banks to choose from: only for `bank_account`. */
  banks: z.array(z.object({ id: idSchema, name: z.string() })).nullish(),
});

export type PayoutAlternative = z.infer<typeof alternativeSchema>;

const attentionActionSchema = z.object({
  /**
   * An `AttentionActionName`. Read as text so a new action the server offers still shows
   * as a plain confirmation (the server checks what it accepts) instead of failing the list.
   */
  name: z.string(),
  label: z.string(),
  /** What confirming will do, in words, for the confirmation dialog. */
  confirm: z.string(),
});

export type AttentionAction = z.infer<typeof attentionActionSchema>;

const screeningMatchSchema = z.object({
  /** The SDN list's entry number. */
  entNum: z.number(),
  listedName: z.string(),
  /** The entry's own name or the alias that matched. */
  matchedName: z.string(),
  via: z.string(),
  /** individual, entity, vessel, aircraft. */
  type: z.string(),
  programs: z.array(z.string()),
  /** Name similarity, 0 to 1. */
  score: z.number(),
});

/**
 * A screening hold: why (a likely match, or no SDN list loaded to screen against), each name
 * screened (the sender's, the recipient's, the account holder the payout partner names) and
 * the listed entries it likely is.
 */
const screeningSchema = z.object({
  reason: z.enum(['likely_match', 'no_list']).optional(),
  names: z.array(z.object({ party: z.string(), name: z.string(), matches: z.array(screeningMatchSchema) })),
});

export type Screening = z.infer<typeof screeningSchema>;

const attentionItemSchema = z.object({
  /** Stable id: `payout_failed:<transferId>`, `outbox_job:17`... */
  key: z.string(),
  /** An `AttentionKind`; text, for the same reason as an action's name. */
  kind: z.string(),
  title: z.string(),
  detail: z.string(),
  since: z.string(),
  transfer: attentionTransferSchema.nullish(),
  dispute: disputeSchema.nullish(),
  /** Other delivery methods the recipient's country offers (for `retry_payout_other_method`). */
  alternatives: z.array(alternativeSchema).default([]),
  actions: z.array(attentionActionSchema).default([]),
  /** Four-eyes actions on this item waiting for a second operator: shown instead of their button (proposing again would be refused). */
  pendingApprovals: z
    .array(z.object({ id: z.string(), action: z.string(), label: z.string(), proposedBy: z.string(), proposedAt: z.string(), expiresAt: z.string() }))
    .default([]),
  screening: screeningSchema.nullish(),
  /** A money alert: what moved where it should not have, with both sides' evidence. */
  alert: moneyAlertSchema.nullish(),
  /** A reconciliation break: the provider's records beside the books' entries, its difference and age. */
  reconciliationBreak: reconciliationBreakSchema.nullish(),
});

export type AttentionItem = z.infer<typeof attentionItemSchema>;

const attentionListSchema = z.object({ items: z.array(attentionItemSchema) });

/**
 * `GET /api/admin/attention`: what is stuck and needs a person, longest waiting first as the
 * server orders it. Asked again when the window regains focus (the app's default is not to):
 * another operator may have handled an item meanwhile.
 */
export function useAttention() {
  const onError = useAdminAccessLost();
  return useSWR(ADMIN_ATTENTION_KEY, (url: string) => apiGet(url, attentionListSchema), {
    onError,
    revalidateOnFocus: true,
  });
}

export type AttentionDestination = { deliveryMethod: string; bankId?: string; accountNumber?: string };

export type AttentionActionRequest = {
  key: string;
  action: string;
  destination?: AttentionDestination;
  note?: string;
  /** A reconciliation break's correcting ledger transfer. */
  correction?: { debit: string; credit: string; amount: number };
};

const attentionOutcomeSchema = z.object({
  /** `done`, or `already_done` when someone (or something) did it first. */
  outcome: z.string(),
  message: z.string(),
});

export type AttentionOutcome = z.infer<typeof attentionOutcomeSchema>;

/** 404 `ATTENTION.NOT_FOUND`: the item is gone, another operator handled it. */
export function isAttentionGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** 409 `ATTENTION.ACTION_UNAVAILABLE`: the item is still there, but this action no longer applies. */
export function isActionUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * `POST /api/admin/attention/actions`. Once the server has acted, the list and the stats are
 * asked for again; also when it says the item is gone (404) or the action no longer applies
 * (409), since the list on screen is then out of date. Rejects with the ApiError when the
 * server did not act (404, 409, 400 a field is wrong...).
 */
export function useAttentionAction() {
  const { mutate } = useSWRConfig();
  // A decided reconciliation break changes the Reconciliation tab too.
  const refresh = () => Promise.all([mutate(ADMIN_ATTENTION_KEY), mutate(ADMIN_STATS_KEY), mutate(RECONCILIATION_KEY)]);
  return async function performAttentionAction(request: AttentionActionRequest): Promise<AttentionOutcome> {
    let outcome: AttentionOutcome;
    try {
      outcome = await apiSend('POST', ATTENTION_ACTIONS_PATH, request, attentionOutcomeSchema);
    } catch (error) {
      if (isAttentionGone(error) || isActionUnavailable(error)) await refresh();
      throw error;
    }
    await refresh();
    return outcome;
  };
}
