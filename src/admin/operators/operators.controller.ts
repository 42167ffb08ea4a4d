import { Body, Controller, Get, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { ApiOperation } from '../../openapi/api-operation.decorator.js';
import { requestAddress } from '../../shared/http/request-address.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { AdminGuard } from '../admin.guard.js';
import { OperatorNotFoundError } from '../domain/admin.errors.js';
import { OperatorDirectory } from './operator-directory.service.js';
import { operatorChangeRequest, operatorIdParam, operatorInviteRequest } from './operators.requests.js';
import { operatorResponse, operatorsResponse } from './operators.responses.js';

/** Owners' management of operators: the list, invitations, role changes and deactivation. */
@Controller('admin/operators')
@UseGuards(AdminGuard)
export class OperatorsController {
  constructor(private readonly directory: OperatorDirectory) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'operators',
    summary: 'Operators: email, role, status (invited, active, deactivated), when added',
    responses: { 200: { description: 'Every operator, oldest first.', schema: operatorsResponse } },
  })
  @Get()
  async list() {
    return { items: await this.directory.list() };
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'operators',
    summary: 'Invite an operator by email: they are invited with a one-time enrolment link (72 hours) sent to that address; audited',
    body: operatorInviteRequest,
    responses: { 201: { description: 'The invited operator.', schema: operatorResponse } },
    errors: { 409: 'An operator (not still invited) has this email (`ADMIN.OPERATOR_EXISTS`).' },
  })
  @Post('invites')
  invite(@Req() req: Request, @Body(new ZodValidationPipe(operatorInviteRequest)) body: z.output<typeof operatorInviteRequest>) {
    return this.directory.invite(req.session.admin!.operator, body, requestAddress(req));
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'operators',
    summary: "Change an operator's role (their sessions end) or deactivate them; not one's own account; audited",
    params: operatorIdParam,
    body: operatorChangeRequest,
    responses: { 200: { description: 'The operator after the change.', schema: operatorResponse } },
    errors: { 404: 'No such operator.', 409: "One's own account (`ADMIN.OWN_ACCOUNT`)." },
  })
  @Put(':id')
  change(@Req() req: Request, @Param('id') id: string, @Body(new ZodValidationPipe(operatorChangeRequest)) body: z.output<typeof operatorChangeRequest>) {
    // Unknown and malformed ids answer alike.
    if (!/^\d{1,9}$/.test(id)) throw new OperatorNotFoundError();
    return this.directory.change(req.session.admin!.operator, Number(id), body, requestAddress(req));
  }
}
