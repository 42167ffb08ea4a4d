import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { SignedInGuard } from '../identity/signed-in.guard.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { TransferNotFoundError } from './domain/transfer.errors.js';
import { historyQuery } from './transfer.requests.js';
import { TransferHistory } from './transfer-history.service.js';
import { toEventView, toTransactionView } from './transfer.views.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Controller('transactions')
@UseGuards(SignedInGuard)
export class TransactionsController {
  constructor(private readonly history: TransferHistory) {}

  @Get()
  async list(@CurrentUser() user: SessionUser, @Query(new ZodValidationPipe(historyQuery)) query: z.output<typeof historyQuery>) {
    return (await this.history.list(user.id, query.limit, query.before)).map(toTransactionView);
  }

  @Get(':id')
  async detail(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    if (!UUID.test(id)) throw new TransferNotFoundError();
    const { transfer, events } = await this.history.detail(user.id, id);
    return { ...toTransactionView(transfer), events: events.map(toEventView) };
  }
}
