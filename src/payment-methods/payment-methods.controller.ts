import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { SignedInGuard } from '../identity/signed-in.guard.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { toPaymentMethodResponse, type PaymentMethodResponse } from './payment-method.response.js';
import { addPaymentMethodRequest, PaymentMethodIdPipe, type AddPaymentMethodRequest } from './payment-methods.requests.js';
import { PaymentMethodsService } from './payment-methods.service.js';

@Controller()
@UseGuards(SignedInGuard)
export class PaymentMethodsController {
  constructor(private readonly paymentMethods: PaymentMethodsService) {}

  @Get('payment-methods')
  async list(@CurrentUser() user: SessionUser): Promise<PaymentMethodResponse[]> {
    return (await this.paymentMethods.list(user.id)).map(toPaymentMethodResponse);
  }

  @Post('add-payment-method')
  async add(
    @CurrentUser() user: SessionUser,
    @Body(new ZodValidationPipe(addPaymentMethodRequest)) body: AddPaymentMethodRequest,
  ): Promise<PaymentMethodResponse> {
    const method =
      body.type === 'card'
        ? await this.paymentMethods.addCard(user.id, body)
        : await this.paymentMethods.addBankAccount(user.id, body);
    return toPaymentMethodResponse(method);
  }

  @Delete('payment-methods/:id')
  async remove(@CurrentUser() user: SessionUser, @Param('id', PaymentMethodIdPipe) id: number): Promise<{ message: string }> {
    await this.paymentMethods.remove(user.id, id);
    return { message: 'Payment method deleted successfully' };
  }

  @Post('payment-methods/:id/default')
  @HttpCode(200)
  async setDefault(@CurrentUser() user: SessionUser, @Param('id', PaymentMethodIdPipe) id: number): Promise<{ message: string }> {
    await this.paymentMethods.setDefault(user.id, id);
    return { message: 'Default payment method updated' };
  }
}
