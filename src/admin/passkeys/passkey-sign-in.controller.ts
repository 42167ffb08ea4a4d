import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { ApiOperation } from '../../openapi/api-operation.decorator.js';
import { messageResponse } from '../../openapi/error-response.schema.js';
import { requestAddress } from '../../shared/http/request-address.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { AdminAccess } from '../admin-access.service.js';
import { AdminSession } from '../admin-session.js';
import { keepPasskeyChallenge, takePasskeyChallenge } from './passkey-challenge.js';
import { passkeySignInOptionsRequest, passkeySignInRequest } from './passkey.requests.js';
import { OperatorPasskeys } from './operator-passkeys.service.js';

/** The admin gate with a passkey in place of the authenticator's code (email and password still asked). */
@Controller('admin/session')
export class PasskeySignInController {
  constructor(
    private readonly passkeys: OperatorPasskeys,
    private readonly access: AdminAccess,
    private readonly session: AdminSession,
  ) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'public',
    summary: "Start a sign-in by passkey: the options for the browser, offering the operator's passkeys (the challenge is kept in the session)",
    body: passkeySignInOptionsRequest,
    responses: { 200: { description: 'The request options (an unknown email is offered none).', schema: z.record(z.string(), z.unknown()) } },
  })
  @Post('passkey-options')
  @HttpCode(200)
  async options(@Req() req: Request, @Body(new ZodValidationPipe(passkeySignInOptionsRequest)) body: z.infer<typeof passkeySignInOptionsRequest>) {
    const options = await this.passkeys.signInOptions(body.email);
    keepPasskeyChallenge(req, 'sign_in', options.challenge, body.email);
    return options;
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'public',
    summary: "Admin access: an operator's email, password and a passkey's answer to this session's challenge (audited)",
    body: passkeySignInRequest,
    responses: { 200: { description: 'Granted.', schema: messageResponse } },
    errors: {
      400: 'No passkey sign-in under way for this email in this browser (`ADMIN.PASSKEY_REFUSED`).',
      401: 'Wrong email, password or passkey (`ADMIN.INVALID_SIGN_IN`, one answer for each).',
      429: 'Too many attempts from this address.',
    },
  })
  @Post('passkey')
  @HttpCode(200)
  async signIn(@Req() req: Request, @Body(new ZodValidationPipe(passkeySignInRequest)) body: z.infer<typeof passkeySignInRequest>) {
    const challenge = takePasskeyChallenge(req, 'sign_in', body.email);
    await this.session.grant(req, await this.access.signInWith(requestAddress(req), () => this.passkeys.signIn(body.email, body.password, body.response as never, challenge)));
    return { message: 'Welcome to the admin dashboard' };
  }
}
