import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Request } from 'express';
import { z } from 'zod';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { SignedInGuard } from '../identity/signed-in.guard.js';
import { StepUp } from '../identity/step-up.service.js';
import { Money } from '../shared/domain/money.js';
import { IdempotencyKey, requiredIdempotencyKeyOf } from './idempotency-key.header.js';
import type { AttemptResult } from './payment-attempts.service.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { CheckoutService } from './checkout.service.js';
import { SendingLimits } from './sending-limits.service.js';
import { assertWithinAllowance, oneTransferAllowance } from './domain/sending-limits.js';
import { TransferPricing } from './transfer-pricing.service.js';
import { debitMandateOf } from '../payments/debit-mandate.js';
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
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { PAYMENT_ERRORS, checkoutCreatedResponse, checkoutSessionResponse, paymentResultResponse, quoteResponse } from './transfer.responses.js';
import { PayoutDestinations } from '../payments/payouts/payout-destinations.service.js';
import { PaymentDeclineLimits } from './payment-decline-limits.interceptor.js';

/** The spec's checkout calls (section 7), with the server computing every figure. */
@Controller()
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly pricing: TransferPricing,
    private readonly destinations: PayoutDestinations,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: SendingLimits,
    private readonly stepUp: StepUp,
  ) {}

  @ApiOperation({
    tag: 'Transfers',
    access: 'public',
    summary: "The server's price of a transfer: fee, total, rate and what the recipient gets",
    query: quoteQuery,
    responses: { 200: { description: 'The quote.', schema: quoteResponse } },
  })
  @Get('quote')
  async quote(@Req() req: Request, @Query(new ZodValidationPipe(quoteQuery)) query: z.output<typeof quoteQuery>) {
    // Signed in: what this sender's verification tier lets them send now; anyone else: the one-transfer limit.
    const sender = req.user as SessionUser | undefined;
    const amount = Money.fromNumberInput(query.amount, 'USD');
    if (sender) await this.limits.assertMaySend(sender.id, amount);
    else assertWithinAllowance(amount, oneTransferAllowance(await this.limits.current()));
    const destination = await this.destinations.forQuote(query.country, query.deliveryMethod, query.bankId);
    const q = await this.pricing.quote(Money.fromNumberInput(query.amount, 'USD'), query.country, query.paymentMethod, destination);
    return {
      amount: q.amount.toNumber(),
      feeAmount: q.fee.toNumber(),
      totalAmount: q.total.toNumber(),
      recipientAmount: q.recipientAmount.toNumber(),
      rate: q.rate.toNumber(),
      currencyCode: q.recipientAmount.currency,
      feePercent: query.paymentMethod === 'card' ? 9 : 5,
      deliveryMethod: destination.method,
      payoutIncrement: Money.fromMinor(q.payoutIncrementMinor, q.recipientAmount.currency).toNumber(),
    };
  }

  @ApiOperation({
    tag: 'Transfers',
    access: 'sender',
    summary: 'Create a pending card transfer (the checkout session) at the quoted figures',
    description: 'The figures are checked against the server quote; a mismatch answers 409 TRANSFER.QUOTE_CHANGED and creates nothing. ' +
      'With an `Idempotency-Key` header (8-64 letters, digits, - or _), a replay answers the transfer the first request created; ' +
      'the key sent with another request answers 422 REQUEST.IDEMPOTENCY_KEY_REUSED.',
    body: paymentRequest,
    responses: { 201: { description: 'Created; pay at the returned url.', schema: checkoutCreatedResponse } },
    errors: {
      403: 'Above the step-up amount, the sender must confirm it is them first (`AUTH.STEP_UP_REQUIRED`).',
      409: 'The rate or fee changed since the quote.',
      422: 'The Idempotency-Key was already used for another request.',
    },
  })
  @Post('create-card-session')
  @UseGuards(SignedInGuard)
  async createCardSession(
    @Req() req: Request,
    @CurrentUser() user: SessionUser,
    @IdempotencyKey() requestKey: string | null,
    @Body(new ZodValidationPipe(paymentRequest)) body: PaymentRequest,
  ) {
    await this.stepUp.assertRecentForTransfer(req, Number(body.amount));
    const { transfer } = await this.checkout.createTransfer(user, body, 'card', requestKey ? { key: requestKey, purpose: 'card-checkout' } : null);
    return { url: `/card-checkout?session_id=${encodeURIComponent(transfer.sessionId)}`, sessionId: transfer.sessionId };
  }

  @ApiOperation({
    tag: 'Transfers',
    access: 'sender',
    summary: 'Pay a card checkout with a tokenized card, or pay from the send screen with a saved method',
    description:
      'Two forms: `{session_id, paymentMethodId, savePaymentMethod}` pays an existing checkout; the payment request plus ' +
      '`savedPaymentMethodId` creates and pays a transfer with a saved card in one step. The idempotency key of the ' +
      'attempt is stored before the provider is called, so a retry never charges twice. The one-step form needs an ' +
      '`Idempotency-Key` header (400 REQUEST.IDEMPOTENCY_KEY_REQUIRED without one): a replay with it charges nothing new.',
    body: z.union([cardPaymentRequest, savedMethodPaymentRequest]),
    responses: { 200: { description: 'Paid (card) or processing (saved bank account).', schema: paymentResultResponse } },
    errors: PAYMENT_ERRORS,
  })
  @Post('process-card-payment')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @UseInterceptors(PaymentDeclineLimits)
  async processCardPayment(@CurrentUser() user: SessionUser, @Req() req: Request, @Body() body: unknown) {
    let result: AttemptResult;
    if (namesSavedMethod(body)) {
      const saved = await bodyOf(savedMethodPaymentRequest, body);
      await this.stepUp.assertRecentForTransfer(req, Number(saved.amount));
      result = await this.checkout.payWithSavedMethod(user, saved, saved.savedPaymentMethodId, debitMandateOf(req), requiredIdempotencyKeyOf(req));
    } else {
      const card = await bodyOf(cardPaymentRequest, body);
      result = await this.checkout.payByCard(user.id, card.session_id, card.paymentMethodId, card.savePaymentMethod);
    }
    return toPaymentResult(result);
  }

  @ApiOperation({
    tag: 'Transfers',
    access: 'sender',
    summary: "One of the sender's checkouts, by its session id",
    query: sessionQuery,
    responses: { 200: { description: 'The checkout.', schema: checkoutSessionResponse } },
    errors: { 404: 'No such checkout of this sender.' },
  })
  @Get('checkout-session')
  @UseGuards(SignedInGuard)
  async checkoutSession(@CurrentUser() user: SessionUser, @Query(new ZodValidationPipe(sessionQuery)) query: z.output<typeof sessionQuery>) {
    return toCheckoutSessionView(await this.checkout.ownTransfer(user.id, query.session_id), this.config.CHECKOUT_EXPIRES_AFTER_MS);
  }
}

/** Validates a body whose schema depends on what it names (the spec gives one call two forms). */
export function bodyOf<Schema extends z.ZodType>(schema: Schema, body: unknown): Promise<z.output<Schema>> {
  return new ZodValidationPipe(schema).transform(body, { type: 'body' });
}
