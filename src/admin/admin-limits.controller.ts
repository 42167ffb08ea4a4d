import { Body, Controller, Get, Put, Req, UseGuards } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { z } from 'zod';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { Money } from '../shared/domain/money.js';
import { requestAddress } from '../shared/http/request-address.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import type { SendingLimits as Limits } from '../transfers/domain/sending-limits.js';
import { SendingLimits } from '../transfers/sending-limits.service.js';
import { sendingLimitsResponse } from '../transfers/transfer.responses.js';
import { AdminAuditLog } from './admin-audit-log.service.js';
import { AdminGuard } from './admin.guard.js';
import { AdminAuditEntry } from './domain/admin-audit-entry.js';

const limit = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .positive(`${label} must be more than $0.00`)
    .max(99_999_999.99, `${label} is too large`)
    .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label} can have at most 2 decimals`);

export const sendingLimitsRequest = z.object({
  perTransfer: limit('The one-transfer limit'),
  perDay: limit('The 24-hour limit'),
  perMonth: limit('The 30-day limit'),
});

const view = (limits: Limits) => ({ perTransfer: limits.perTransfer.toNumber(), perDay: limits.perDay.toNumber(), perMonth: limits.perMonth.toNumber() });
const audited = (limits: Limits) => ({
  perTransfer: limits.perTransfer.toDecimalString(),
  perDay: limits.perDay.toDecimalString(),
  perMonth: limits.perMonth.toDecimalString(),
});

/** The operator's sending limits (issue #15): read and set, each change audited in the same transaction. */
@Controller('admin/sending-limits')
@UseGuards(AdminGuard)
export class AdminLimitsController {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: SendingLimits,
    private readonly audit: AdminAuditLog,
  ) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: 'The sending limits every sender has: per transfer, per rolling 24 hours, per rolling 30 days',
    responses: { 200: { description: 'The limits in USD.', schema: sendingLimitsResponse } },
  })
  @Get()
  async current() {
    return view(await this.limits.current());
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'finance',
    summary: 'Set the sending limits (audited)',
    body: sendingLimitsRequest,
    responses: { 200: { description: 'The limits now.', schema: sendingLimitsResponse } },
  })
  @Put()
  async set(@Req() req: Request, @Body(new ZodValidationPipe(sendingLimitsRequest)) body: z.output<typeof sendingLimitsRequest>) {
    const next: Limits = {
      perTransfer: Money.fromNumberInput(body.perTransfer, 'USD'),
      perDay: Money.fromNumberInput(body.perDay, 'USD'),
      perMonth: Money.fromNumberInput(body.perMonth, 'USD'),
    };
    await this.em.transactional(async (em) => {
      const at = new Date();
      const before = await this.limits.set(em, next, at);
      this.audit.record(em, AdminAuditEntry.limitsChanged(audited(before), audited(next), requestAddress(req), at));
      await em.flush();
    });
    return view(next);
  }
}
