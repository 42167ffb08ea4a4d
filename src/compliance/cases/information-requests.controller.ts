import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CurrentUser } from '../../identity/current-user.decorator.js';
import type { SessionUser } from '../../identity/session-user.js';
import { SignedInGuard } from '../../identity/signed-in.guard.js';
import { ApiOperation } from '../../openapi/api-operation.decorator.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { InformationRequests } from './information-requests.service.js';
import { informationAnswerRequest, informationRequestParams, informationRequestsResponse, type InformationAnswerRequest } from './information-requests.requests.js';

/** The questions a compliance operator asks the signed-in sender, and their answers (issue #26). */
@Controller('profile/information-requests')
@UseGuards(SignedInGuard)
export class InformationRequestsController {
  constructor(private readonly requests: InformationRequests) {}

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'What a compliance operator asks the sender about their transfers, waiting for an answer',
    responses: { 200: { description: 'The open requests (at most one).', schema: informationRequestsResponse } },
  })
  @Get()
  async list(@CurrentUser() user: SessionUser) {
    const requests = await this.requests.openFor(user.id);
    return { requests: requests.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString() })) };
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: "Answers a request for information; the answer goes on the compliance case's timeline",
    params: informationRequestParams,
    body: informationAnswerRequest,
    responses: { 204: { description: 'Answered.' } },
    errors: { 404: 'No such request (COMPLIANCE.REQUEST_NOT_FOUND).', 409: 'Nothing is asked any more (COMPLIANCE.NO_INFORMATION_REQUESTED).' },
  })
  @Post(':caseId/answer')
  @HttpCode(204)
  async answer(
    @CurrentUser() user: SessionUser,
    @Param(new ZodValidationPipe(informationRequestParams)) params: { caseId: string },
    @Body(new ZodValidationPipe(informationAnswerRequest)) body: InformationAnswerRequest,
  ) {
    await this.requests.answer(user.id, params.caseId, body.answer);
  }
}
