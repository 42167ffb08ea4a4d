import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { AdminGuard } from '../../admin/admin.guard.js';
import { actingOperator } from '../../admin/approvals/acting-operator.js';
import { ApiOperation } from '../../openapi/api-operation.decorator.js';
import { requestAddress } from '../../shared/http/request-address.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { SOURCE_OF_FUNDS_LABELS } from '../domain/enhanced-review.js';
import { enhancedReviewDecisionRequest, enhancedReviewParams, type EnhancedReviewDecisionRequest } from './enhanced-review.requests.js';
import { enhancedReviewDecisionResponse, enhancedReviewQueueResponse } from './enhanced-review.responses.js';
import { EnhancedReviews } from './enhanced-reviews.service.js';

/** Senders' requests for the Enhanced tier (issue #26), for compliance operators (and owners) to review. */
@Controller('admin/compliance/enhanced-reviews')
@UseGuards(AdminGuard)
export class EnhancedReviewsAdminController {
  constructor(private readonly reviews: EnhancedReviews) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'compliance',
    summary: 'Requests for the Enhanced tier: those waiting (oldest first), then the latest decided',
    responses: { 200: { description: 'The requests with their sender and what they declared.', schema: enhancedReviewQueueResponse } },
  })
  @Get()
  async queue() {
    const queued = await this.reviews.queue();
    return {
      reviews: queued.map(({ review, sender }) => ({
        id: review.id,
        sender,
        status: review.status,
        occupation: review.occupation,
        sourceOfFunds: review.sourceOfFunds,
        sourceOfFundsLabel: SOURCE_OF_FUNDS_LABELS[review.sourceOfFunds],
        sourceOfFundsDetail: review.sourceOfFundsDetail,
        requestedAt: review.requestedAt.toISOString(),
        decidedAt: review.decidedAt?.toISOString() ?? null,
        decidedBy: review.decidedBy,
        declineReason: review.declineReason,
      })),
    };
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'compliance',
    summary: 'Approves a request (the sender becomes Enhanced) or declines it with a reason the sender sees; audited',
    params: enhancedReviewParams,
    body: enhancedReviewDecisionRequest,
    responses: { 200: { description: 'What was done.', schema: enhancedReviewDecisionResponse } },
    errors: { 404: 'No such request (COMPLIANCE.REVIEW_NOT_FOUND).', 409: 'Decided already (COMPLIANCE.REVIEW_DECIDED).' },
  })
  @Post(':id/decision')
  @HttpCode(200)
  decide(@Req() req: Request, @Param(new ZodValidationPipe(enhancedReviewParams)) params: { id: string }, @Body(new ZodValidationPipe(enhancedReviewDecisionRequest)) body: EnhancedReviewDecisionRequest) {
    return this.reviews.decide(params.id, body.decision, body.reason, actingOperator(req).email, requestAddress(req));
  }
}
