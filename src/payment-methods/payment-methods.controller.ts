import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { SignedInGuard } from '../identity/signed-in.guard.js';
import { StepUp } from '../identity/step-up.service.js';
import { RateLimiter } from '../redis/rate-limiter.service.js';
import { requestAddress } from '../shared/http/request-address.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { CARD_ATTACHMENT_LIMITS } from './card-attachment-limits.js';
import { toPaymentMethodResponse, type PaymentMethodResponse } from './payment-method.response.js';
import { debitMandateOf } from '../payments/debit-mandate.js';
import {
  addPaymentMethodRequest,
  PaymentMethodIdPipe,
  verifyMicrodepositsRequest,
  type AddPaymentMethodRequest,
} from './payment-methods.requests.js';
import { PaymentMethodsService } from './payment-methods.service.js';
import { z } from 'zod';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { messageResponse } from '../openapi/error-response.schema.js';
import { paymentMethodResponse } from './payment-method.response.js';

const methodId = z.object({ id: z.string().meta({ description: 'A saved payment method id of the signed-in sender.' }) });

@Controller()
@UseGuards(SignedInGuard)
export class PaymentMethodsController {
  constructor(
    private readonly paymentMethods: PaymentMethodsService,
    private readonly limiter: RateLimiter,
    private readonly stepUp: StepUp,
  ) {}

  @ApiOperation({
    tag: 'Payment methods',
    access: 'sender',
    summary: "The sender's saved cards and bank accounts",
    responses: { 200: { description: 'Every saved method; exactly one is the default.', schema: z.array(paymentMethodResponse) } },
  })
  @Get('payment-methods')
  async list(@CurrentUser() user: SessionUser): Promise<PaymentMethodResponse[]> {
    return (await this.paymentMethods.list(user.id)).map(toPaymentMethodResponse);
  }

  @ApiOperation({
    tag: 'Payment methods',
    access: 'sender',
    summary: 'Save a card (tokenized by Stripe.js), a bank account linked through the bank, or one typed by numbers (verified by micro-deposits)',
    body: addPaymentMethodRequest,
    responses: { 201: { description: 'Saved.', schema: paymentMethodResponse } },
    errors: {
    403: 'The sender must confirm it is them first (`AUTH.STEP_UP_REQUIRED`).',
    409: 'This card or account is already saved.',
    429: 'Too many cards tried in the last hour from this sender or address.',
    503: 'The payment provider could not be reached.',
  },
  })
  @Post('add-payment-method')
  async add(
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
    @Body(new ZodValidationPipe(addPaymentMethodRequest)) body: AddPaymentMethodRequest,
  ): Promise<PaymentMethodResponse> {
    await this.stepUp.assertRecent(req);
    if (body.type === 'card') {
      await this.limiter.consume(CARD_ATTACHMENT_LIMITS.perSender, `user:${user.id}`);
      await this.limiter.consume(CARD_ATTACHMENT_LIMITS.perAddress, requestAddress(req));
    }
    const method =
      body.type === 'card'
        ? await this.paymentMethods.addCard(user.id, body)
        : body.type === 'linked_bank_account'
          ? await this.paymentMethods.addLinkedBankAccount(user.id, body, `${user.firstName} ${user.lastName}`)
          : await this.paymentMethods.addBankAccount(user.id, body, debitMandateOf(req));
    return toPaymentMethodResponse(method);
  }

  @ApiOperation({
    tag: 'Payment methods',
    access: 'sender',
    summary: "Confirm the micro-deposits sent to a bank account typed by its numbers",
    params: methodId,
    body: verifyMicrodepositsRequest,
    responses: { 200: { description: 'Verified: the account can be debited.', schema: paymentMethodResponse } },
    errors: {
      404: 'No such method of this sender.',
      409: 'Nothing to verify, or the deposits can no longer be confirmed (remove the account and link it through the bank).',
    },
  })
  @Post('payment-methods/:id/verify-microdeposits')
  @HttpCode(200)
  async verifyMicrodeposits(
    @CurrentUser() user: SessionUser,
    @Param('id', PaymentMethodIdPipe) id: number,
    @Body(new ZodValidationPipe(verifyMicrodepositsRequest)) body: z.output<typeof verifyMicrodepositsRequest>,
  ): Promise<PaymentMethodResponse> {
    return toPaymentMethodResponse(await this.paymentMethods.verifyMicrodeposits(user.id, id, body));
  }

  @ApiOperation({
    tag: 'Payment methods',
    access: 'sender',
    summary: 'Delete a saved method (another becomes the default)',
    params: methodId,
    responses: { 200: { description: 'Deleted.', schema: messageResponse } },
    errors: { 404: 'No such method of this sender.' },
  })
  @Delete('payment-methods/:id')
  async remove(@CurrentUser() user: SessionUser, @Param('id', PaymentMethodIdPipe) id: number): Promise<{ message: string }> {
    await this.paymentMethods.remove(user.id, id);
    return { message: 'Payment method deleted successfully' };
  }

  @ApiOperation({
    tag: 'Payment methods',
    access: 'sender',
    summary: 'Make a saved method the default',
    params: methodId,
    responses: { 200: { description: 'Done.', schema: messageResponse } },
    errors: { 404: 'No such method of this sender.' },
  })
  @Post('payment-methods/:id/default')
  @HttpCode(200)
  async setDefault(@CurrentUser() user: SessionUser, @Param('id', PaymentMethodIdPipe) id: number): Promise<{ message: string }> {
    await this.paymentMethods.setDefault(user.id, id);
    return { message: 'Default payment method updated' };
  }
}
