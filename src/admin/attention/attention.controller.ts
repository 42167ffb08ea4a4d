import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { ApiOperation } from '../../openapi/api-operation.decorator.js';
import { requestAddress } from '../../shared/http/request-address.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { AdminGuard } from '../admin.guard.js';
import { attentionActionResponse, attentionListResponse, transferTimelineResponse } from '../admin.responses.js';
import { AdminTransferTimeline } from './admin-transfer-timeline.service.js';
import { AttentionActions } from './attention-actions.service.js';
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
  ) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: 'Everything that needs a person, longest waiting first',
    responses: { 200: { description: 'Failed payouts, refused refunds, disputes, late transfers, unapplied provider messages, set-aside outbox rows, unsent messages.', schema: attentionListResponse } },
  })
  @Get('attention')
  async list() {
    return { items: await this.queue.list() };
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'act',
    summary: 'Act on one queue item; audited, and a second click changes nothing',
    body: attentionActionRequest,
    responses: { 200: { description: "What was done, or that it had been done already ('already_done').", schema: attentionActionResponse } },
    errors: { 404: 'The item is no longer in the queue.', 409: 'The action does not apply to the item, or the chosen delivery method cannot pay it.' },
  })
  @Post('attention/actions')
  @HttpCode(200)
  act(@Req() req: Request, @Body(new ZodValidationPipe(attentionActionRequest)) body: AttentionActionRequest) {
    return this.actions.perform(body, req.session.admin!.operator.role, requestAddress(req));
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
