import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { SignedInGuard } from '../identity/signed-in.guard.js';
import { Money } from '../shared/domain/money.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { CheckoutService } from './checkout.service.js';
import { TransferPricing } from './transfer-pricing.service.js';
import { cardPaymentRequest, paymentRequest, quoteQuery, sessionQuery, type PaymentRequest } from './transfer.requests.js';
import { toCheckoutSessionView } from './transfer.views.js';

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
  async processCardPayment(
    @CurrentUser() user: SessionUser,
    @Body(new ZodValidationPipe(cardPaymentRequest)) body: z.output<typeof cardPaymentRequest>,
  ) {
    const transfer = await this.checkout.payByCard(user.id, body.session_id, body.paymentMethodId);
    return { success: true, message: 'Your card payment has been processed.', status: transfer.status, sessionId: transfer.sessionId };
  }

  @Get('checkout-session')
  @UseGuards(SignedInGuard)
  async checkoutSession(@CurrentUser() user: SessionUser, @Query(new ZodValidationPipe(sessionQuery)) query: z.output<typeof sessionQuery>) {
    return toCheckoutSessionView(await this.checkout.ownTransfer(user.id, query.session_id));
  }
}
