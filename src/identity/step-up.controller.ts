import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { messageResponse } from '../openapi/error-response.schema.js';
import { RateLimiter } from '../redis/rate-limiter.service.js';
import { passkeyAuthenticationResponse, passkeyRequestOptions } from '../shared/passkeys/passkey.requests.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { AUTH_RATE_LIMITS } from './auth-rate-limits.js';
import { CurrentUser } from './current-user.decorator.js';
import { CurrentPasswordWrongError, SecondFactorRejectedError } from './domain/identity.errors.js';
import { IdentityService } from './identity.service.js';
import { SecondFactors } from './second-factors.service.js';
import { keepPasskeyChallenge, takePasskeyChallenge } from '../shared/passkeys/passkey-challenge.js';
import { SenderPasskeys } from './sender-passkeys.service.js';
import type { SessionUser } from './session-user.js';
import { SignedInGuard } from './signed-in.guard.js';
import { StepUp } from './step-up.service.js';

const stepUpRequest = z
  .object({
    password: z.string().min(1).max(200).optional(),
    code: z.string().trim().min(1).max(20).optional(),
    passkey: passkeyAuthenticationResponse.optional().meta({ description: "A passkey's answer to the challenge of `POST /api/auth/step-up/passkey-options`." }),
  })
  .refine((body) => body.password !== undefined || body.code !== undefined || body.passkey !== undefined, { message: 'Enter your password or the code', path: ['password'] });

/** `POST /api/auth/step-up`: the sender proves it is them again before a sensitive change (issue #25). */
@Controller('auth')
@UseGuards(SignedInGuard)
export class StepUpController {
  constructor(
    private readonly stepUp: StepUp,
    private readonly secondFactors: SecondFactors,
    private readonly passkeys: SenderPasskeys,
    private readonly identity: IdentityService,
    private readonly limiter: RateLimiter,
  ) {}

  @ApiOperation({
    tag: 'Auth',
    access: 'sender',
    summary: 'Start confirming it is the sender with a passkey: the options for the browser, offering their passkeys (the challenge is kept in the session)',
    responses: { 200: { description: 'The request options.', schema: passkeyRequestOptions } },
  })
  @Post('step-up/passkey-options')
  @HttpCode(200)
  async passkeyOptions(@Req() req: Request, @CurrentUser() user: SessionUser) {
    const options = await this.passkeys.optionsFor(user.id);
    keepPasskeyChallenge(req, 'sender:step_up', options.challenge, String(user.id));
    return options;
  }

  @ApiOperation({
    tag: 'Auth',
    access: 'sender',
    summary:
      "Confirm it is the sender: with a second factor on, the authenticator's code, a recovery code or a passkey's answer (`passkey`, after `step-up/passkey-options`); else the password",
    body: stepUpRequest,
    responses: { 200: { description: 'Confirmed for the next minutes.', schema: messageResponse } },
    errors: { 400: 'The password, code or passkey is not right, or no passkey challenge was asked for (`AUTH.PASSKEY_REFUSED`).', 429: 'Too many attempts.' },
  })
  @Post('step-up')
  @HttpCode(200)
  async confirm(@Req() req: Request, @CurrentUser() user: SessionUser, @Body(new ZodValidationPipe(stepUpRequest)) body: z.output<typeof stepUpRequest>) {
    await this.limiter.consume(AUTH_RATE_LIMITS.secondFactor, `user:${user.id}`);
    if (await this.secondFactors.isOn(user.id)) {
      if (body.passkey) {
        const challenge = takePasskeyChallenge(req, 'sender:step_up', String(user.id));
        if (!(await this.passkeys.confirms(user.id, body.passkey as never, challenge))) throw new SecondFactorRejectedError('wrong_passkey');
      } else if (!body.code || !(await this.secondFactors.accepts(user.id, body.code))) {
        throw new SecondFactorRejectedError('wrong');
      }
    } else if (!body.password || !(await this.identity.passwordMatches(user.id, body.password))) {
      throw new CurrentPasswordWrongError();
    }
    this.stepUp.verified(req);
    return { message: 'Thank you: you can go on.' };
  }
}
