import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { RateLimiter } from '../redis/rate-limiter.service.js';
import { requestAddress } from '../shared/http/request-address.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { AuthSession } from './auth-session.js';
import { AUTH_RATE_LIMITS } from './auth-rate-limits.js';
import { loginResponse } from './auth.responses.js';
import { SecondFactorRejectedError } from './domain/identity.errors.js';
import { IdentityService } from './identity.service.js';
import { SecondFactors } from './second-factors.service.js';
import type { SessionUser } from './session-user.js';

const secondFactorRequest = z.object({
  code: z.string({ error: 'Enter the code' }).trim().min(1, 'Enter the code').max(20, 'Enter the code'),
});

/** The second step of signing in to an account with a second factor (issue #25). */
@Controller('auth')
export class SecondFactorSignInController {
  constructor(
    private readonly session: AuthSession,
    private readonly secondFactors: SecondFactors,
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
      401: 'No sign-in waits for a code in this browser, or it waited too long (`AUTH.SECOND_FACTOR_EXPIRED`).',
      429: 'Too many codes tried.',
    },
  })
  @Post('login/second-factor')
  @HttpCode(200)
  async finish(@Req() req: Request, @Body(new ZodValidationPipe(secondFactorRequest)) { code }: z.output<typeof secondFactorRequest>): Promise<{ user: SessionUser }> {
    const userId = this.session.secondFactorPending(req);
    if (userId === null) throw new SecondFactorRejectedError('expired');
    await this.limiter.consume(AUTH_RATE_LIMITS.loginPerAddress, requestAddress(req));
    await this.limiter.consume(AUTH_RATE_LIMITS.secondFactor, `user:${userId}`);
    if (!(await this.secondFactors.accepts(userId, code))) throw new SecondFactorRejectedError('wrong');
    const user = await this.identity.sessionUser(userId);
    if (!user) throw new SecondFactorRejectedError('expired');
    await this.session.signIn(req, user);
    await this.limiter.reset(AUTH_RATE_LIMITS.secondFactor, `user:${userId}`);
    return { user };
  }
}
