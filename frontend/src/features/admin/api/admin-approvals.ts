import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';
import { ADMIN_ATTENTION_KEY } from './admin-attention';
import { useAdminAccessLost } from './admin-session';
import { LIMITED_TIERS } from './sending-limits';
import { ADMIN_STATS_KEY } from './admin-stats';

export const ADMIN_APPROVALS_KEY = '/api/admin/approvals';

/**
 * The queue actions a second operator must approve (issue #25, four eyes): paying a failed
 * payout to another destination, recording a refund paid outside, releasing a sanctions hold.
 * The server answers them 202 (proposed, nothing done yet).
 */
export const FOUR_EYES_ACTIONS: readonly string[] = ['retry_payout_other_method', 'mark_refunded', 'release_screening'];

/** Whether the action named `name` is proposed for a second operator's approval rather than done at once. */
export function needsApproval(name: string): boolean {
  return FOUR_EYES_ACTIONS.includes(name);
}

/** The `outcome` (and `status`) of the 202 answer to a four-eyes action. */
export const WAITING_FOR_APPROVAL = 'waiting_for_approval';

const operatorSchema = z.object({ id: z.number(), email: z.string(), role: z.string() });
const limitFiguresSchema = z.object({ perTransfer: z.string(), perDay: z.string(), perMonth: z.string() });

/** What a proposal changes, by kind: a queue action, rates (old → new), the sending limits (old → new), a float top-up confirmed by hand. */
const detailsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('attention') }).passthrough(),
  z.object({ kind: z.literal('rate_change'), changes: z.array(z.object({ country: z.string(), from: z.string().nullable(), to: z.string() })) }),
  /** `tier`: whose limits (issue #26); absent from an older server: Verified ID's. */
  z.object({ kind: z.literal('limits_change'), tier: z.enum(LIMITED_TIERS).optional(), from: limitFiguresSchema, to: limitFiguresSchema }),
  z.object({
    kind: z.literal('top_up_confirmation'),
    topUpId: z.string(),
    rail: z.string(),
    currency: z.string(),
    localAmount: z.string(),
    usdPaid: z.string(),
    bankReference: z.string(),
  }),
]);
export type ApprovalDetails = z.infer<typeof detailsSchema>;

const approvalSchema = z.object({
  id: z.string(),
  /** pending | approved | rejected | expired | withdrawn (a pending one past its expiry reads expired). */
  status: z.string(),
  /** attention | rate_change | limits_change | top_up_confirmation. */
  kind: z.string().optional(),
  action: z.object({
    name: z.string(),
    label: z.string(),
    /** The "Needs attention" item it is about. */
    key: z.string(),
    note: z.string().nullish(),
    destination: z.object({ deliveryMethod: z.string(), bankId: z.string().nullish(), accountNumber: z.string().nullish() }).nullish(),
  }),
  /** What it changes, by kind (absent from an older server: the summary says it in words). */
  details: detailsSchema.nullish(),
  transferId: z.string().nullish(),
  /** What approving it does, in words. */
  summary: z.string(),
  proposedBy: operatorSchema,
  proposalNote: z.string(),
  proposedAt: z.string(),
  expiresAt: z.string(),
  decidedBy: operatorSchema.nullish(),
  decidedAt: z.string().nullish(),
  decisionNote: z.string().nullish(),
  /** The operator signed in here proposed it: another must decide it. */
  yours: z.boolean(),
  /** The operator signed in here may approve or reject it now. */
  mayDecide: z.boolean(),
  /** The operator signed in here proposed it and it still waits: they may withdraw it. */
  mayWithdraw: z.boolean().optional(),
});

export type Approval = z.infer<typeof approvalSchema>;

const approvalListSchema = z.object({ items: z.array(approvalSchema) });

/**
 * `GET /api/admin/approvals`: the proposals waiting for a second operator (newest first), then
 * the latest decided. Asked again on focus: another operator may have decided one meanwhile.
 */
export function useApprovals() {
  const onError = useAdminAccessLost();
  return useSWR(ADMIN_APPROVALS_KEY, (url: string) => apiGet(url, approvalListSchema), { onError, revalidateOnFocus: true });
}

/** The proposals still waiting, for the tab's count. */
export function pendingApprovals(approvals: readonly Approval[] | undefined): Approval[] {
  return (approvals ?? []).filter((approval) => approval.status === 'pending');
}

const decisionSchema = z.object({
  approval: approvalSchema,
  /** Approving: the action's own outcome (`done`, or `already_done` when the item was dealt with meanwhile). */
  outcome: z.string().optional(),
  message: z.string(),
});

export type ApprovalDecision = z.infer<typeof decisionSchema>;

/**
 * `POST /api/admin/approvals/{id}/approve` ({note?}), `/reject` ({note}) or, the proposer's own,
 * `/withdraw` ({note?}). Whatever the
 * answer, the proposals, the queue and the stats are asked for again (an approved action
 * changes the queue; a refusal means the list on screen is out of date). Rejects with the
 * ApiError when refused (409 APPROVAL.SAME_OPERATOR, APPROVAL.DECIDED, APPROVAL.EXPIRED; 403...).
 */
export function useDecideApproval() {
  const { mutate } = useSWRConfig();
  // An approved rate, limit or top-up changes what those screens show too.
  const changedElsewhere = (key: unknown) =>
    typeof key === 'string' && ['/api/rates', '/api/admin/rates', '/api/admin/sending-limits', '/api/admin/float'].some((prefix) => key.startsWith(prefix));
  const refresh = () => Promise.all([mutate(ADMIN_APPROVALS_KEY), mutate(ADMIN_ATTENTION_KEY), mutate(ADMIN_STATS_KEY), mutate(changedElsewhere)]);
  return async function decide(id: string, decision: 'approve' | 'reject' | 'withdraw', note?: string): Promise<ApprovalDecision> {
    try {
      return await apiSend('POST', `${ADMIN_APPROVALS_KEY}/${encodeURIComponent(id)}/${decision}`, note ? { note } : {}, decisionSchema);
    } finally {
      await refresh();
    }
  };
}
