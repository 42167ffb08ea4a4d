import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { AdminAccess } from './admin-access.service.js';
import { requestAddress } from '../shared/http/request-address.js';
import { AdminSession } from './admin-session.js';
import { operatorSignInRequest } from './admin.requests.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { messageResponse } from '../openapi/error-response.schema.js';
import { adminSessionStatusResponse } from './admin.responses.js';
import { ROLE_PERMISSIONS } from './domain/operator-permission.js';

/**
 * The admin gate: an operator's email, password and authenticator code are checked by the
 * server, which grants an admin session naming the operator.
 */
@Controller('admin/session')
export class AdminSessionController {
  constructor(
    private readonly access: AdminAccess,
    private readonly session: AdminSession,
  ) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'public',
    summary: "Admin access: an operator's email, password and authenticator code grant this session admin access (audited)",
    body: operatorSignInRequest,
    responses: { 200: { description: 'Granted.', schema: messageResponse } },
    errors: { 401: 'Wrong email, password or code (`ADMIN.INVALID_SIGN_IN`, one answer for each).', 429: 'Too many attempts from this address.' },
  })
  @Post()
  @HttpCode(200)
  async signIn(@Req() req: Request, @Body(new ZodValidationPipe(operatorSignInRequest)) form: z.infer<typeof operatorSignInRequest>) {
    await this.session.grant(req, await this.access.signInOperator(form.email, form.password, form.code, requestAddress(req)));
    return { message: 'Welcome to the admin dashboard' };
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'public',
    summary: 'Whether this session has admin access, and as which operator (email, role and what it allows)',
    responses: { 200: { description: 'The answer.', schema: adminSessionStatusResponse } },
  })
  @Get()
  async status(@Req() req: Request): Promise<z.infer<typeof adminSessionStatusResponse>> {
    if (!(await this.session.isActive(req))) return { admin: false };
    const { email, role } = req.session.admin!.operator;
    return { admin: true, operator: { email, role, permissions: [...ROLE_PERMISSIONS[role]] } };
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
    const hadAccess = await this.session.isActive(req);
    const grant = req.session?.admin;
    await this.session.end(req, res);
    if (hadAccess && grant) await this.access.recordSignOut(requestAddress(req), grant.operator, grant.session);
    return { message: 'You have left the admin dashboard' };
  }
}
