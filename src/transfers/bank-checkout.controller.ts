import { Body, Controller, HttpCode, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { SignedInGuard } from '../identity/signed-in.guard.js';
import { StepUp } from '../identity/step-up.service.js';
import { IdempotencyKey, requiredIdempotencyKeyOf } from './idempotency-key.header.js';
import type { AttemptResult } from './payment-attempts.service.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { bodyOf } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { debitMandateOf } from '../payments/debit-mandate.js';
import { LinkedBankAccounts } from '../payment-methods/linked-bank-accounts.service.js';
import {
  bankPaymentRequest,
  linkedAccountsRequest,
  namesSavedMethod,
  paymentRequest,
  savedMethodPaymentRequest,
  type PaymentRequest,
} from './transfer.requests.js';
import { toPaymentResult } from './transfer.views.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { PAYMENT_ERRORS, checkoutCreatedResponse, linkedAccountsResponse, paymentResultResponse } from './transfer.responses.js';
import { PaymentDeclineLimits } from './payment-decline-limits.interceptor.js';

/** Bank checkout (spec sections 2 and 7): a pending ACH transfer, the linked accounts, the debit. */
@Controller()
@UseGuards(SignedInGuard)
export class BankCheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly linkedBankAccounts: LinkedBankAccounts,
    private readonly stepUp: StepUp,
  ) {}

  @ApiOperation({
    tag: 'Transfers',
    access: 'sender',
    summary: 'Create a pending bank (ACH) transfer at the quoted figures',
    body: paymentRequest,
    responses: { 201: { description: 'Created; link a bank and pay at the returned url.', schema: checkoutCreatedResponse } },
    errors: {
      403: 'Above the step-up amount, the sender must confirm it is them first (`AUTH.STEP_UP_REQUIRED`).',
      409: 'The rate or fee changed since the quote.',
      422: 'The Idempotency-Key was already used for another request.',
    },
  })
  @Post('create-teller-session')
  async createTellerSession(
    @Req() req: Request,
    @CurrentUser() user: SessionUser,
    @IdempotencyKey() requestKey: string | null,
    @Body(new ZodValidationPipe(paymentRequest)) body: PaymentRequest,
  ) {
    await this.stepUp.assertRecentForTransfer(req, Number(body.amount));
    const { transfer } = await this.checkout.createTransfer(user, body, 'ach', requestKey ? { key: requestKey, purpose: 'bank-checkout' } : null);
    return { url: `/teller-checkout?session_id=${encodeURIComponent(transfer.sessionId)}`, sessionId: transfer.sessionId };
  }

  /** The accounts the access token from the Connect flow can see (the spec's account fields). */
  @ApiOperation({
    tag: 'Transfers',
    access: 'sender',
    summary: 'The accounts a bank-linking access token can see',
    body: linkedAccountsRequest,
    responses: { 200: { description: 'The linked accounts.', schema: linkedAccountsResponse } },
    errors: { 401: 'The bank link expired or was revoked; connect again.', 503: 'The bank-linking provider could not be reached.' },
  })
  @Post('teller-accounts')
  @HttpCode(200)
  async tellerAccounts(@Body(new ZodValidationPipe(linkedAccountsRequest)) body: z.output<typeof linkedAccountsRequest>) {
    const accounts = await this.linkedBankAccounts.list(body.access_token);
    return {
      success: true,
      accounts: accounts.map((account) => ({
        id: account.id,
        name: account.name,
        institution: { name: account.institution.name },
        last_four: account.lastFour,
        type: account.type,
        subtype: account.subtype,
      })),
    };
  }

  /** Bank checkout `{session_id, account_id, access_token}`, or a saved bank account from the send screen. */
  @ApiOperation({
    tag: 'Transfers',
    access: 'sender',
    summary: 'Debit a linked bank account for a checkout, or pay from the send screen with a saved bank account',
    description:
      'Two forms: `{session_id, account_id, access_token, savePaymentMethod?}` pays an existing checkout; the payment ' +
      'request plus `savedPaymentMethodId` creates and pays a transfer in one step. The transfer is processing until ' +
      'the debit settles (payment_intent.succeeded); nothing is paid out before. The one-step form needs an `Idempotency-Key` header ' +
      '(400 REQUEST.IDEMPOTENCY_KEY_REQUIRED without one): a replay with it answers the first payment and debits nothing again.',
    body: z.union([bankPaymentRequest, savedMethodPaymentRequest]),
    responses: { 200: { description: 'The debit is under way.', schema: paymentResultResponse } },
    errors: PAYMENT_ERRORS,
  })
  @Post('process-teller-payment')
  @HttpCode(200)
  @UseInterceptors(PaymentDeclineLimits)
  async processTellerPayment(@CurrentUser() user: SessionUser, @Req() req: Request, @Body() body: unknown) {
    let result: AttemptResult;
    if (namesSavedMethod(body)) {
      const saved = await bodyOf(savedMethodPaymentRequest, body);
      result = await this.checkout.payWithSavedMethod(user, saved, saved.savedPaymentMethodId, debitMandateOf(req), requiredIdempotencyKeyOf(req));
    } else {
      const bank = await bodyOf(bankPaymentRequest, body);
      result = await this.checkout.payByBank(
        user.id,
        { sessionId: bank.session_id, accountId: bank.account_id, accessToken: bank.access_token, keep: bank.savePaymentMethod ?? false },
        debitMandateOf(req),
      );
    }
    return toPaymentResult(result);
  }
}
