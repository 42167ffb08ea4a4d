import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { RateLimiter } from '../redis/rate-limiter.service.js';
import { requestAddress } from '../shared/http/request-address.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { passkeyAnswerRequest, passkeyRequestOptions } from '../shared/passkeys/passkey.requests.js';
import { AuthSession } from './auth-session.js';
import { AUTH_RATE_LIMITS } from './auth-rate-limits.js';
import { loginResponse } from './auth.responses.js';
import { SecondFactorRejectedError } from './domain/identity.errors.js';
import { IdentityService } from './identity.service.js';
import { SecondFactors } from './second-factors.service.js';
import { keepPasskeyChallenge, takePasskeyChallenge } from '../shared/passkeys/passkey-challenge.js';
import { SenderPasskeys } from './sender-passkeys.service.js';
import type { SessionUser } from './session-user.js';

const secondFactorRequest = z.object({
  code: z.string({ error: 'Enter the code' }).trim().min(1, 'Enter the code').max(20, 'Enter the code'),
});

const expiredError = 'No sign-in waits for a second factor in this browser, or it waited too long (`AUTH.SECOND_FACTOR_EXPIRED`).';

/** The second step of signing in to an account with a second factor (issue #25): a code, or one of the sender's passkeys. */
@Controller('auth')
export class SecondFactorSignInController {
  constructor(
    private readonly session: AuthSession,
    private readonly secondFactors: SecondFactors,
    private readonly passkeys: SenderPasskeys,
    private readonly identity: IdentityService,
    private readonly limiter: RateLimiter,
  ) {}

  @ApiOperation({
    tag: 'Auth',
    access: 'public',
    summary: "Finish signing in with the authenticator app's code or a recovery code, after the password (which answered AUTH.SECOND_FACTOR_REQUIRED)",
    body: secondFactorRequest,
    responses: { 200: { description: 'Signed in.', schema: loginResponse } },
    errors: {
      400: 'The code is not right (`AUTH.SECOND_FACTOR_WRONG`).',
      401: expiredError,
      429: 'Too many codes tried.',
    },
  })
  @Post('login/second-factor')
  @HttpCode(200)
  async finish(@Req() req: Request, @Body(new ZodValidationPipe(secondFactorRequest)) { code }: z.output<typeof secondFactorRequest>): Promise<{ user: SessionUser }> {
    const userId = await this.pendingAttempt(req);
    if (!(await this.secondFactors.accepts(userId, code))) throw new SecondFactorRejectedError('wrong');
    return this.signIn(req, userId);
  }

  @ApiOperation({
    tag: 'Auth',
    access: 'public',
    summary: "After the password, start the second step with a passkey: the options for the browser, offering the account's passkeys (the challenge is kept in the session)",
    responses: { 200: { description: 'The request options.', schema: passkeyRequestOptions } },
    errors: { 401: expiredError },
  })
  @Post('login/second-factor/passkey-options')
  @HttpCode(200)
  async passkeyOptions(@Req() req: Request) {
    const userId = this.session.secondFactorPending(req);
    if (userId === null) throw new SecondFactorRejectedError('expired');
    const options = await this.passkeys.optionsFor(userId);
    keepPasskeyChallenge(req, 'sender:second_factor', options.challenge, String(userId));
    return options;
  }

  @ApiOperation({
    tag: 'Auth',
    access: 'public',
    summary: "Finish signing in with one of the account's passkeys answering this session's challenge, after the password",
    body: passkeyAnswerRequest,
    responses: { 200: { description: 'Signed in.', schema: loginResponse } },
    errors: {
      400: "Not one of the account's passkeys, or it did not verify (`AUTH.SECOND_FACTOR_WRONG`); no challenge was asked for (`AUTH.PASSKEY_REFUSED`).",
      401: expiredError,
      429: 'Too many attempts.',
    },
  })
  @Post('login/second-factor/passkey')
  @HttpCode(200)
  async finishWithPasskey(@Req() req: Request, @Body(new ZodValidationPipe(passkeyAnswerRequest)) { response }: z.output<typeof passkeyAnswerRequest>): Promise<{ user: SessionUser }> {
    const userId = await this.pendingAttempt(req);
    const challenge = takePasskeyChallenge(req, 'sender:second_factor', String(userId));
    if (!(await this.passkeys.confirms(userId, response as never, challenge))) throw new SecondFactorRejectedError('wrong_passkey');
    return this.signIn(req, userId);
  }

  /** The account waiting for its second factor in this browser, the attempt counted against the sign-in limits. */
  private async pendingAttempt(req: Request): Promise<number> {
    const userId = this.session.secondFactorPending(req);
    if (userId === null) throw new SecondFactorRejectedError('expired');
    await this.limiter.consume(AUTH_RATE_LIMITS.loginPerAddress, requestAddress(req));
    await this.limiter.consume(AUTH_RATE_LIMITS.secondFactor, `user:${userId}`);
    return userId;
  }

  private async signIn(req: Request, userId: number): Promise<{ user: SessionUser }> {
    const user = await this.identity.sessionUser(userId);
    if (!user) throw new SecondFactorRejectedError('expired');
    await this.session.signIn(req, user);
    await this.limiter.reset(AUTH_RATE_LIMITS.secondFactor, `user:${userId}`);
    return { user };
  }
}
