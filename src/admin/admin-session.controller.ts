import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { AdminAccess } from './admin-access.service.js';
import { requestAddress } from '../shared/http/request-address.js';
import { AdminSession } from './admin-session.js';
import { adminSignInRequest } from './admin.requests.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { messageResponse } from '../openapi/error-response.schema.js';
import { adminSessionStatusResponse } from './admin.responses.js';

/** The admin gate: the password is checked by the server, which grants an admin session. */
@Controller('admin/session')
export class AdminSessionController {
  constructor(
    private readonly access: AdminAccess,
    private readonly session: AdminSession,
  ) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'public',
    summary: 'Admin access: the admin password grants this session admin access (audited)',
    body: adminSignInRequest,
    responses: { 200: { description: 'Granted.', schema: messageResponse } },
    errors: { 401: 'Wrong admin password.', 429: 'Too many attempts from this address.' },
  })
  @Post()
  @HttpCode(200)
  async signIn(@Req() req: Request, @Body(new ZodValidationPipe(adminSignInRequest)) body: z.output<typeof adminSignInRequest>) {
    await this.access.signIn(body.password, requestAddress(req));
    await this.session.grant(req);
    return { message: 'Welcome to the admin dashboard' };
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'public',
    summary: 'Whether this session has admin access',
    responses: { 200: { description: 'The answer.', schema: adminSessionStatusResponse } },
  })
  @Get()
  status(@Req() req: Request): { admin: boolean } {
    return { admin: this.session.isActive(req) };
  }

  /** Always succeeds; a sign-out is audited only when there was admin access to end. */
  @ApiOperation({
    tag: 'Admin',
    access: 'public',
    summary: 'End admin access',
    responses: { 200: { description: 'Ended.', schema: messageResponse } },
  })
  @Delete()
  @HttpCode(200)
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const hadAccess = this.session.isActive(req);
    await this.session.end(req, res);
    if (hadAccess) await this.access.recordSignOut(requestAddress(req));
    return { message: 'You have left the admin dashboard' };
  }
}
