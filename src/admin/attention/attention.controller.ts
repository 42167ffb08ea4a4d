import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { ApiOperation } from '../../openapi/api-operation.decorator.js';
import { requestAddress } from '../../shared/http/request-address.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { AdminGuard } from '../admin.guard.js';
import { waitingForApprovalResponse } from '../approvals/approval.responses.js';
import { actingOperator } from '../approvals/acting-operator.js';
import { Approvals } from '../approvals/approvals.service.js';
import { needsFourEyes, type Approval } from '../domain/approval.js';
import { proposalRule } from '../domain/proposed-action.js';
import { attentionActionResponse, attentionListResponse, transferTimelineResponse } from '../admin.responses.js';
import { AdminTransferTimeline } from './admin-transfer-timeline.service.js';
import { AttentionActions, type AttentionActionResult } from './attention-actions.service.js';
import { AttentionQueue } from './attention-queue.service.js';
import { attentionActionRequest, type AttentionActionRequest } from './attention.requests.js';

/** The operator's "Needs attention" queue, its actions, and a transfer's whole timeline. */
@Controller('admin')
@UseGuards(AdminGuard)
export class AttentionController {
  constructor(
    private readonly queue: AttentionQueue,
    private readonly actions: AttentionActions,
    private readonly timeline: AdminTransferTimeline,
    private readonly approvals: Approvals,
  ) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: 'Everything that needs a person, longest waiting first, each with its four-eyes actions waiting for approval',
    responses: { 200: { description: 'Failed payouts, refused refunds, disputes, late transfers, unapplied provider messages, set-aside outbox rows, unsent messages.', schema: attentionListResponse } },
  })
  @Get('attention')
  async list() {
    const items = await this.queue.list();
    const pending = await this.approvals.pendingOn(items.map((item) => item.key));
    return { items: items.map((item) => ({ ...item, pendingApprovals: (pending.get(item.key) ?? []).map(pendingApprovalView) })) };
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'act',
    summary: 'Act on one queue item; audited, and a second click changes nothing. Four-eyes actions are proposed instead (202)',
    description:
      'Sending a failed payout to another destination (`retry_payout_other_method`), recording a refund paid outside (`mark_refunded`) and releasing a sanctions hold (`release_screening`) need a second operator: the request is checked, then recorded as a proposal (with `proposalNote`, or else `note`, saying why) and nothing is done until another operator approves it (`POST /api/admin/approvals/{id}/approve`).',
    body: attentionActionRequest,
    responses: {
      200: { description: "What was done, or that it had been done already ('already_done').", schema: attentionActionResponse },
      202: { description: 'A four-eyes action: proposed, waiting for approval by another operator; nothing was done.', schema: waitingForApprovalResponse },
    },
    errors: {
      400: 'A four-eyes action without a note saying why (APPROVAL.NOTE_REQUIRED).',
      404: 'The item is no longer in the queue.',
      409: 'The action does not apply to the item, the chosen delivery method cannot pay it, or the same action on the item waits for approval already (APPROVAL.ALREADY_PROPOSED).',
    },
  })
  @Post('attention/actions')
  @HttpCode(200)
  async act(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Body(new ZodValidationPipe(attentionActionRequest)) body: AttentionActionRequest) {
    const { proposalNote, ...request } = body;
    if (!needsFourEyes(request.action)) return this.actions.perform(body, req.session.admin!.operator.role, requestAddress(req));
    const answer = await this.approvals.propose<AttentionActionResult>({ kind: 'attention', ...request }, proposalNote ?? request.note, actingOperator(req), requestAddress(req));
    if ('approvalId' in answer) res.status(202);
    return answer;
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: "A transfer's events, oldest first, and the disputes of its payment",
    params: z.object({ id: z.string() }),
    responses: { 200: { description: 'The transfer, its timeline and disputes.', schema: transferTimelineResponse } },
    errors: { 404: 'No such transfer.' },
  })
  @Get('transactions/:id/timeline')
  transferTimeline(@Param('id') id: string) {
    return this.timeline.of(id);
  }
}

/** A four-eyes action proposed on a queue item, waiting: what, by whom, until when. */
function pendingApprovalView(approval: Approval) {
  const rule = proposalRule(approval.action);
  return {
    id: approval.id,
    action: rule.name,
    label: rule.label,
    proposedBy: approval.proposedBy.email,
    proposedAt: approval.proposedAt.toISOString(),
    expiresAt: approval.expiresAt.toISOString(),
  };
}
