import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { ApiOperation } from '../../openapi/api-operation.decorator.js';
import { requestAddress } from '../../shared/http/request-address.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { OperatorDirectory } from './operator-directory.service.js';
import { enrolmentQuery, enrolmentRequest } from './operators.requests.js';
import { enrolledResponse, pendingEnrolmentResponse } from './operators.responses.js';

const INVALID_LINK = 'The link is unknown, used, expired or withdrawn (`ADMIN.ENROLMENT_LINK_INVALID`).';

/** An invited operator's enrolment, with the one-time link from their email (no session needed). */
@Controller('admin/enrolment')
export class EnrolmentController {
  constructor(private readonly directory: OperatorDirectory) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'public',
    summary: "The enrolment page's data for a valid link: the operator's email and role, and the authenticator key, otpauth URI and QR code",
    query: enrolmentQuery,
    responses: { 200: { description: 'The enrolment waiting.', schema: pendingEnrolmentResponse } },
    errors: { 404: INVALID_LINK, 429: 'Too many attempts from this address.' },
  })
  @Get()
  show(@Req() req: Request, @Query(new ZodValidationPipe(enrolmentQuery)) query: z.output<typeof enrolmentQuery>) {
    return this.directory.pendingEnrolment(query.token, requestAddress(req));
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'public',
    summary: "Enrol: set the operator's password, confirm the authenticator with its code; the operator is active, the link used; answers ten one-time recovery codes",
    body: enrolmentRequest,
    responses: { 200: { description: 'Enrolled.', schema: enrolledResponse } },
    errors: { 404: INVALID_LINK, 429: 'Too many attempts from this address.' },
  })
  @Post()
  @HttpCode(200)
  async enrol(@Req() req: Request, @Body(new ZodValidationPipe(enrolmentRequest)) form: z.output<typeof enrolmentRequest>) {
    const recoveryCodes = await this.directory.enrol(form, requestAddress(req));
    return { message: 'You are enrolled. Sign in at the admin gate with your email, password and authenticator code.', recoveryCodes };
  }
}
