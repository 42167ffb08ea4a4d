import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { ApiOperation } from '../../openapi/api-operation.decorator.js';
import { requestAddress } from '../../shared/http/request-address.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { AdminAuditLog } from '../admin-audit-log.service.js';
import { AdminGuard } from '../admin.guard.js';
import { AdminAuditEntry } from '../domain/admin-audit-entry.js';
import { keepPasskeyChallenge, takePasskeyChallenge } from './passkey-challenge.js';
import { passkeyCreationOptions as creationOptions, passkeyView } from '../../shared/passkeys/passkey.requests.js';
import { addPasskeyRequest, passkeyIdParams } from './passkey.requests.js';
import { OperatorPasskeys } from './operator-passkeys.service.js';

/** The signed-in operator's own passkeys (any role): list, add through the browser, remove. */
@Controller('admin/passkeys')
@UseGuards(AdminGuard)
export class OperatorPasskeysController {
  constructor(
    private readonly passkeys: OperatorPasskeys,
    private readonly audit: AdminAuditLog,
  ) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: "The signed-in operator's passkeys",
    responses: { 200: { description: 'Their passkeys, oldest first.', schema: z.object({ items: z.array(passkeyView) }) } },
  })
  @Get()
  async list(@Req() req: Request) {
    return { items: await this.passkeys.list(req.session.admin!.operator.id) };
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: 'Start adding a passkey: the options for the browser (the challenge is kept in the session)',
    responses: { 200: { description: 'The creation options.', schema: creationOptions } },
  })
  @Post('registration-options')
  @HttpCode(200)
  async registrationOptions(@Req() req: Request) {
    const options = await this.passkeys.registrationOptions(req.session.admin!.operator);
    keepPasskeyChallenge(req, 'add', options.challenge);
    return options;
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: "Add the passkey the browser made for this session's challenge; audited",
    body: addPasskeyRequest,
    responses: { 201: { description: 'The passkey.', schema: passkeyView } },
    errors: { 400: 'No challenge under way, or the passkey did not verify (`ADMIN.PASSKEY_REFUSED`).' },
  })
  @Post()
  @HttpCode(201)
  async add(@Req() req: Request, @Body(new ZodValidationPipe(addPasskeyRequest)) body: z.infer<typeof addPasskeyRequest>) {
    const challenge = takePasskeyChallenge(req, 'add');
    const operator = req.session.admin!.operator;
    const added = await this.passkeys.register(operator, body.response as never, body.name, challenge);
    await this.audit.recordAlone(AdminAuditEntry.passkeyAdded(added.id, added.name, requestAddress(req), new Date()));
    return added;
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: "Remove one of the signed-in operator's passkeys; audited",
    params: passkeyIdParams,
    responses: { 200: { description: 'Removed.', schema: z.object({ message: z.string() }) } },
    errors: { 404: 'No such passkey of this operator (`ADMIN.PASSKEY_NOT_FOUND`).' },
  })
  @Delete(':id')
  async remove(@Req() req: Request, @Param(new ZodValidationPipe(passkeyIdParams)) params: { id: number }) {
    const name = await this.passkeys.remove(req.session.admin!.operator.id, params.id);
    await this.audit.recordAlone(AdminAuditEntry.passkeyRemoved(params.id, name, requestAddress(req), new Date()));
    return { message: `Passkey "${name}" removed` };
  }
}
