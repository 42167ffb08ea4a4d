import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { SignedInGuard } from '../identity/signed-in.guard.js';
import { Money } from '../shared/domain/money.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { CheckoutService } from './checkout.service.js';
import { TransferPricing } from './transfer-pricing.service.js';
import { debitMandateOf } from './debit-mandate.js';
import type { Transfer } from './domain/transfer.js';
import {
  cardPaymentRequest,
  namesSavedMethod,
  paymentRequest,
  quoteQuery,
  savedMethodPaymentRequest,
  sessionQuery,
  type PaymentRequest,
} from './transfer.requests.js';
import { toCheckoutSessionView, toPaymentResult } from './transfer.views.js';

/** The spec's checkout calls (section 7), with the server computing every figure. */
@Controller()
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly pricing: TransferPricing,
  ) {}

  @Get('quote')
  async quote(@Query(new ZodValidationPipe(quoteQuery)) query: z.output<typeof quoteQuery>) {
    const q = await this.pricing.quote(Money.fromNumberInput(query.amount, 'USD'), query.country, query.paymentMethod);
    return {
      amount: q.amount.toNumber(),
      feeAmount: q.fee.toNumber(),
      totalAmount: q.total.toNumber(),
      recipientAmount: q.recipientAmount.toNumber(),
      rate: q.rate.toNumber(),
      currencyCode: q.recipientAmount.currency,
      feePercent: query.paymentMethod === 'card' ? 9 : 5,
    };
  }

  @Post('create-card-session')
  @UseGuards(SignedInGuard)
  async createCardSession(@CurrentUser() user: SessionUser, @Body(new ZodValidationPipe(paymentRequest)) body: PaymentRequest) {
    const transfer = await this.checkout.createTransfer(user.id, body, 'card');
    return { url: `/card-checkout?session_id=${encodeURIComponent(transfer.sessionId)}`, sessionId: transfer.sessionId };
  }

  @Post('process-card-payment')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async processCardPayment(@CurrentUser() user: SessionUser, @Req() req: Request, @Body() body: unknown) {
    let transfer: Transfer;
    if (namesSavedMethod(body)) {
      const saved = await bodyOf(savedMethodPaymentRequest, body);
      transfer = await this.checkout.payWithSavedMethod(user.id, saved, saved.savedPaymentMethodId, debitMandateOf(req));
    } else {
      const card = await bodyOf(cardPaymentRequest, body);
      transfer = await this.checkout.payByCard(user.id, card.session_id, card.paymentMethodId, card.savePaymentMethod);
    }
    return toPaymentResult(transfer);
  }

  @Get('checkout-session')
  @UseGuards(SignedInGuard)
  async checkoutSession(@CurrentUser() user: SessionUser, @Query(new ZodValidationPipe(sessionQuery)) query: z.output<typeof sessionQuery>) {
    return toCheckoutSessionView(await this.checkout.ownTransfer(user.id, query.session_id));
  }
}

/** Validates a body whose schema depends on what it names (the spec gives one call two forms). */
export function bodyOf<Schema extends z.ZodType>(schema: Schema, body: unknown): Promise<z.output<Schema>> {
  return new ZodValidationPipe(schema).transform(body, { type: 'body' });
}
