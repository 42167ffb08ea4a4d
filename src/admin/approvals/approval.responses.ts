import { z } from 'zod';
import { APPROVAL_STATUSES } from '../domain/approval.js';
import { ATTENTION_ACTIONS } from '../domain/attention-item.js';
import { OPERATOR_ROLES } from '../domain/operator.js';

const operatorRef = z.object({ id: z.number().int(), email: z.string(), role: z.enum(OPERATOR_ROLES) });

/** One four-eyes proposal as an operator sees it. */
export const approvalResponse = z
  .object({
    id: z.uuid(),
    status: z.enum(APPROVAL_STATUSES).meta({ description: 'A pending proposal past its expiry is `expired`.' }),
    action: z.object({
      name: z.enum(ATTENTION_ACTIONS),
      label: z.string(),
      key: z.string().meta({ description: 'The "Needs attention" item it is about.' }),
      note: z.string().nullable(),
      destination: z.object({ deliveryMethod: z.string(), bankId: z.string().optional(), accountNumber: z.string().optional() }).nullable(),
    }),
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
  })
  .meta({ id: 'Approval' });

export const approvalListResponse = z.object({ items: z.array(approvalResponse) });

/** 202 from `POST /api/admin/attention/actions` for a four-eyes action: proposed, nothing done yet. */
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
