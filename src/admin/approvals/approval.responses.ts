import { z } from 'zod';
import { LIMITED_TIERS } from '../../compliance/domain/verification-tier.js';
import { APPROVAL_STATUSES } from '../domain/approval.js';
import { ATTENTION_ACTIONS } from '../domain/attention-item.js';
import { OPERATOR_ROLES } from '../domain/operator.js';
import { PROPOSAL_KINDS } from '../domain/proposed-action.js';

const operatorRef = z.object({ id: z.number().int(), email: z.string(), role: z.enum(OPERATOR_ROLES) });
const limitFigures = z.object({ perTransfer: z.string(), perDay: z.string(), perMonth: z.string() }).meta({ description: 'USD, decimal strings.' });

/** What the proposal changes, by kind (the summary says it in words). */
const approvalDetails = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('attention'),
    note: z.string().nullable(),
    destination: z.object({ deliveryMethod: z.string(), bankId: z.string().nullish(), accountNumber: z.string().nullish() }).nullable(),
  }),
  z.object({
    kind: z.literal('rate_change'),
    where: z.enum(['dashboard', 'rates_page']),
    changes: z.array(z.object({ country: z.string(), from: z.string().nullable().meta({ description: 'The rate when proposed.' }), to: z.string() })),
  }),
  z.object({
    kind: z.literal('limits_change'),
    tier: z.enum(LIMITED_TIERS).meta({ description: 'The verification tier whose limits change (issue #26).' }),
    from: limitFigures.meta({ description: 'The limits when proposed.' }),
    to: limitFigures,
  }),
  z.object({
    kind: z.literal('top_up_confirmation'),
    topUpId: z.uuid(),
    rail: z.string(),
    currency: z.string(),
    localAmount: z.string(),
    usdPaid: z.string(),
    bankReference: z.string(),
  }),
]);

/** One four-eyes proposal as an operator sees it. */
export const approvalResponse = z
  .object({
    id: z.uuid(),
    status: z.enum(APPROVAL_STATUSES).meta({ description: 'A pending proposal past its expiry is `expired`; `withdrawn` by its proposer.' }),
    kind: z.enum(PROPOSAL_KINDS).meta({ description: 'A "Needs attention" action, a rate change beyond the approval band, a change of the sending limits, or a float top-up confirmed by hand.' }),
    action: z.object({
      name: z.union([z.enum(ATTENTION_ACTIONS), z.enum(['rate_change', 'limits_change', 'top_up_confirmation'])]),
      label: z.string(),
      key: z.string().meta({ description: 'What it is about: the "Needs attention" item, `rates:exchange`, `limits:sending` or `float_top_up:{id}`.' }),
      note: z.string().nullable(),
      destination: z.object({ deliveryMethod: z.string(), bankId: z.string().optional(), accountNumber: z.string().optional() }).nullable(),
    }),
    details: approvalDetails,
    transferId: z.string().nullable(),
    summary: z.string().meta({ description: 'What approving it does, in words.' }),
    proposedBy: operatorRef,
    proposalNote: z.string(),
    proposedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    decidedBy: operatorRef.nullable(),
    decidedAt: z.iso.datetime().nullable(),
    decisionNote: z.string().nullable(),
    yours: z.boolean().meta({ description: 'Proposed by the operator asking: another operator must decide it.' }),
    mayDecide: z.boolean().meta({ description: 'The operator asking may approve or reject it now (pending, not theirs, their role allows the action).' }),
    mayWithdraw: z.boolean().meta({ description: 'The operator asking proposed it and it is still pending: they may withdraw it.' }),
  })
  .meta({ id: 'Approval' });

export const approvalListResponse = z.object({ items: z.array(approvalResponse) });

/**
 * 202 to a four-eyes request (`POST /api/admin/attention/actions`, a rate beyond the approval
 * band, the sending limits, a top-up confirmed by hand): proposed, nothing done yet.
 */
export const waitingForApprovalResponse = z.object({
  status: z.literal('waiting_for_approval'),
  /** The same word in the field the 200 answer uses, so a client reads one field either way. */
  outcome: z.literal('waiting_for_approval'),
  approvalId: z.uuid(),
  message: z.string(),
});

export const approvedResponse = z.object({
  approval: approvalResponse,
  outcome: z.enum(['done', 'already_done']).meta({ description: "The action's own outcome: `already_done` when the item had been dealt with meanwhile." }),
  message: z.string(),
});

export const rejectedResponse = z.object({ approval: approvalResponse, message: z.string() });

export const withdrawnResponse = z.object({ approval: approvalResponse, message: z.string() });
