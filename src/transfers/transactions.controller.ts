import { Controller, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { z } from 'zod';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { SignedInGuard } from '../identity/signed-in.guard.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { TransferNotFoundError } from './domain/transfer.errors.js';
import { historyQuery } from './transfer.requests.js';
import { TransferHistory } from './transfer-history.service.js';
import { toEventView, toTransactionDetailView, toTransactionView } from './transfer.views.js';
import { TransferCancellation } from './transfer-cancellation.service.js';
import { toPayoutAttemptView, toRefundView } from './money-movement.views.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { transactionDetailResponse, transactionResponse } from './transfer.responses.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Controller('transactions')
@UseGuards(SignedInGuard)
export class TransactionsController {
  constructor(
    private readonly history: TransferHistory,
    private readonly cancellation: TransferCancellation,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
    const { transfer, events, payoutAttempts, refunds } = await this.history.detail(user.id, id);
    return {
      ...toTransactionDetailView(transfer, this.cancellation.cancellableUntil(transfer), this.config.CHECKOUT_EXPIRES_AFTER_MS),
      notCancellableReason: this.cancellation.whyNotCancellable(transfer),
      events: events.map(toEventView),
      payoutAttempts: payoutAttempts.map(toPayoutAttemptView),
      refunds: refunds.map(toRefundView),
    };
  }

  @ApiOperation({
    tag: 'Transfers',
    access: 'sender',
    summary: 'Cancel a paid transfer within 30 minutes of payment, before its payout went; the whole total is refunded',
    params: z.object({ id: z.uuid() }),
    responses: { 200: { description: 'Cancelled (or cancelled already); the refund follows.', schema: transactionDetailResponse } },
    errors: { 404: 'No such transfer of this sender.', 409: 'It can no longer be cancelled (the message says why).' },
  })
  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    if (!UUID.test(id)) throw new TransferNotFoundError();
    await this.cancellation.cancel(user.id, id);
    return this.detail(user, id);
  }
}
