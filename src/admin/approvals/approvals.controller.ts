import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ApiOperation } from '../../openapi/api-operation.decorator.js';
import { requestAddress } from '../../shared/http/request-address.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { AdminGuard } from '../admin.guard.js';
import { actingOperator } from './acting-operator.js';
import { approvalIdParams, approveRequest, rejectRequest, withdrawRequest, type ApproveRequest, type RejectRequest, type WithdrawRequest } from './approval.requests.js';
import { approvalListResponse, approvedResponse, rejectedResponse, withdrawnResponse } from './approval.responses.js';
import { Approvals } from './approvals.service.js';

/**
 * Four-eyes approval (issue #25): the queue actions that move money elsewhere or change a risk
 * decision, rates beyond the approval band, the sending limits and float top-ups confirmed by
 * hand wait here, proposed by one operator, for another to approve or reject (or the proposer
 * to withdraw).
 */
@Controller('admin/approvals')
@UseGuards(AdminGuard)
export class ApprovalsController {
  constructor(private readonly approvals: Approvals) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: 'The proposals waiting for a second operator (newest first), then the latest decided or expired',
    responses: { 200: { description: 'The proposals, each saying whether the operator asking proposed it and may decide it.', schema: approvalListResponse } },
  })
  @Get()
  list(@Req() req: Request) {
    return this.approvals.list(actingOperator(req));
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'act',
    summary: "Approve a proposal: the proposed action is done now, in the approver's name; audited with both operators",
    params: approvalIdParams,
    body: approveRequest,
    responses: { 200: { description: "The proposal, approved, and the action's outcome.", schema: approvedResponse } },
    errors: {
      403: "The approver's role does not allow the action.",
      404: 'No such proposal, or its item is no longer in the queue.',
      409: 'The approver proposed it (APPROVAL.SAME_OPERATOR), it was decided already or expired, the action no longer applies, or what it changes was changed meanwhile (APPROVAL.STALE: a rate set at once since).',
    },
  })
  @Post(':id/approve')
  @HttpCode(200)
  approve(@Req() req: Request, @Param(new ZodValidationPipe(approvalIdParams)) params: { id: string }, @Body(new ZodValidationPipe(approveRequest)) body: ApproveRequest) {
    return this.approvals.approve(params.id, actingOperator(req), body.note, requestAddress(req));
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'act',
    summary: 'Reject a proposal, saying why: nothing is done; audited',
    params: approvalIdParams,
    body: rejectRequest,
    responses: { 200: { description: 'The proposal, rejected.', schema: rejectedResponse } },
    errors: {
      403: "The operator's role does not allow the action.",
      404: 'No such proposal.',
      409: 'The operator proposed it (APPROVAL.SAME_OPERATOR), or it was decided already or expired.',
    },
  })
  @Post(':id/reject')
  @HttpCode(200)
  reject(@Req() req: Request, @Param(new ZodValidationPipe(approvalIdParams)) params: { id: string }, @Body(new ZodValidationPipe(rejectRequest)) body: RejectRequest) {
    return this.approvals.reject(params.id, actingOperator(req), body.note, requestAddress(req));
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'act',
    summary: 'Withdraw your own pending proposal: nothing is done, and it may be proposed again; audited (approval.withdrawn)',
    params: approvalIdParams,
    body: withdrawRequest,
    responses: { 200: { description: 'The proposal, withdrawn.', schema: withdrawnResponse } },
    errors: {
      403: 'Another operator proposed it (APPROVAL.NOT_PROPOSER).',
      404: 'No such proposal.',
      409: 'It was decided already, withdrawn or expired.',
    },
  })
  @Post(':id/withdraw')
  @HttpCode(200)
  withdraw(@Req() req: Request, @Param(new ZodValidationPipe(approvalIdParams)) params: { id: string }, @Body(new ZodValidationPipe(withdrawRequest)) body: WithdrawRequest) {
    return this.approvals.withdraw(params.id, actingOperator(req), body.note, requestAddress(req));
  }
}
