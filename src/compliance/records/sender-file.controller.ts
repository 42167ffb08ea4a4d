import { Controller, Get, Param, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { AdminGuard } from '../../admin/admin.guard.js';
import { ApiOperation } from '../../openapi/api-operation.decorator.js';
import { requestAddress } from '../../shared/http/request-address.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { SenderFiles } from './sender-file.service.js';
import { senderFileResponse } from './sender-file.responses.js';

const senderParams = z.object({ userId: z.string().regex(/^\d{1,9}$/, { error: 'No such sender' }).transform(Number) });

/** One sender's full file for compliance operators and owners (issue #26: records kept five years). */
@Controller('admin/users')
@UseGuards(AdminGuard)
export class SenderFileController {
  constructor(private readonly files: SenderFiles) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'compliance',
    summary: "One sender's full file as a JSON download: identity record, verification history, transfers with the record each kept, compliance cases; audited",
    params: senderParams,
    responses: { 200: { description: 'sender-{id}.json', schema: senderFileResponse } },
    errors: { 404: 'No such sender (ADMIN.USER_NOT_FOUND).' },
  })
  @Get(':userId/compliance-file')
  async export(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Param(new ZodValidationPipe(senderParams)) params: { userId: number }) {
    const file = await this.files.export(params.userId, requestAddress(req));
    res.setHeader('Content-Disposition', `attachment; filename="sender-${params.userId}.json"`);
    return file;
  }
}
