import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { SignedInGuard } from '../identity/signed-in.guard.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { TransferNotFoundError } from './domain/transfer.errors.js';
import { historyQuery } from './transfer.requests.js';
import { TransferHistory } from './transfer-history.service.js';
import { toEventView, toTransactionView } from './transfer.views.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { transactionDetailResponse, transactionResponse } from './transfer.responses.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Controller('transactions')
@UseGuards(SignedInGuard)
export class TransactionsController {
  constructor(private readonly history: TransferHistory) {}

  @ApiOperation({
    tag: 'Transfers',
    access: 'sender',
    summary: "The sender's transfers, newest first",
    query: historyQuery,
    responses: { 200: { description: 'A page of transfers.', schema: z.array(transactionResponse) } },
  })
  @Get()
  async list(@CurrentUser() user: SessionUser, @Query(new ZodValidationPipe(historyQuery)) query: z.output<typeof historyQuery>) {
    return (await this.history.list(user.id, query.limit, query.before)).map(toTransactionView);
  }

  @ApiOperation({
    tag: 'Transfers',
    access: 'sender',
    summary: 'One transfer of the sender, with its timeline',
    params: z.object({ id: z.uuid() }),
    responses: { 200: { description: 'The transfer and its events, oldest first.', schema: transactionDetailResponse } },
    errors: { 404: 'No such transfer of this sender.' },
  })
  @Get(':id')
  async detail(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    if (!UUID.test(id)) throw new TransferNotFoundError();
    const { transfer, events } = await this.history.detail(user.id, id);
    return { ...toTransactionView(transfer), events: events.map(toEventView) };
  }
}
