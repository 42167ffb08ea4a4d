import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CurrentUser } from '../../identity/current-user.decorator.js';
import type { SessionUser } from '../../identity/session-user.js';
import { SignedInGuard } from '../../identity/signed-in.guard.js';
import { ApiOperation } from '../../openapi/api-operation.decorator.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import type { EnhancedReview } from '../domain/enhanced-review.js';
import { enhancedRequest, type EnhancedRequest } from './enhanced-review.requests.js';
import { senderEnhancedReviewResponse } from './enhanced-review.responses.js';
import { EnhancedReviews } from './enhanced-reviews.service.js';

const view = (review: EnhancedReview | null) => ({
  review: review
    ? {
        id: review.id,
        status: review.status,
        occupation: review.occupation,
        sourceOfFunds: review.sourceOfFunds,
        sourceOfFundsDetail: review.sourceOfFundsDetail,
        requestedAt: review.requestedAt.toISOString(),
        decidedAt: review.decidedAt?.toISOString() ?? null,
        declineReason: review.declineReason,
      }
    : null,
});

/** The signed-in sender's request for the Enhanced tier (issue #26), on /profile. */
@Controller('profile/verification/enhanced')
@UseGuards(SignedInGuard)
export class EnhancedReviewController {
  constructor(private readonly reviews: EnhancedReviews) {}

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'The sender’s latest request for Enhanced: waiting for review, approved, or declined with the reason',
    responses: { 200: { description: 'The latest request, or null.', schema: senderEnhancedReviewResponse } },
  })
  @Get()
  async latest(@CurrentUser() user: SessionUser) {
    return view(await this.reviews.latestOf(user.id));
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'Ask for Enhanced: occupation and source of funds, reviewed by a compliance operator',
    body: enhancedRequest,
    responses: { 200: { description: 'Waiting for review.', schema: senderEnhancedReviewResponse } },
    errors: {
      409: 'Verified ID needed first (VERIFICATION.TIER_REQUIRED), Enhanced already (VERIFICATION.ALREADY_VERIFIED) or a request still waits (VERIFICATION.REVIEW_PENDING).',
    },
  })
  @Post()
  @HttpCode(200)
  async request(@CurrentUser() user: SessionUser, @Body(new ZodValidationPipe(enhancedRequest)) body: EnhancedRequest) {
    return view(await this.reviews.request(user.id, body));
  }
}
