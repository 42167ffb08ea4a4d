import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { AuthMetrics } from '../metrics/auth-metrics.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { RateLimiter } from '../redis/rate-limiter.service.js';
import { requestAddress } from '../shared/http/request-address.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { passkeyAnswerRequest, passkeyRequestOptions } from '../shared/passkeys/passkey.requests.js';
import { AuthSession } from './auth-session.js';
import { AUTH_RATE_LIMITS, signInAccount } from './auth-rate-limits.js';
import { loginResponse } from './auth.responses.js';
import { PasskeySignInRefusedError } from './domain/identity.errors.js';
import { IdentityService } from './identity.service.js';
import { keepPasskeyChallenge, takePasskeyChallenge } from '../shared/passkeys/passkey-challenge.js';
import { SenderPasskeys } from './sender-passkeys.service.js';
import type { SessionUser } from './session-user.js';

/**
 * "Sign in with a passkey" (issue #25): no email and no password typed. The browser offers the
 * passkeys it holds for us (discoverable credentials), checked with user verification (the
 * device's PIN or biometric), so one passkey counts as both factors. Only senders' passkeys
 * answer (`user_passkeys`); the sign-in then runs as after a password: a new session, the device
 * noted (a new one told to the sender), the session listed in /settings.
 */
@Controller('auth')
export class PasswordlessSignInController {
  constructor(
    private readonly session: AuthSession,
    private readonly passkeys: SenderPasskeys,
    private readonly identity: IdentityService,
    private readonly limiter: RateLimiter,
    private readonly metrics: AuthMetrics,
  ) {}

  @ApiOperation({
    tag: 'Auth',
    access: 'public',
    summary: 'Start signing in with a passkey and no password: the options for the browser (any of our passkeys it holds; the challenge is kept in the session)',
    responses: { 200: { description: 'The request options (user verification required).', schema: passkeyRequestOptions } },
  })
  @Post('login/passkey-options')
  @HttpCode(200)
  async options(@Req() req: Request) {
    const options = await this.passkeys.passwordlessOptions();
    keepPasskeyChallenge(req, 'sender:sign_in', options.challenge);
    return options;
  }

  @ApiOperation({
    tag: 'Auth',
    access: 'public',
    summary: "Sign in with a passkey's answer to this session's challenge, no password (starts a new session: the sid cookie)",
    body: passkeyAnswerRequest,
    responses: { 200: { description: 'Signed in.', schema: loginResponse } },
    errors: {
      400: 'No passkey sign-in under way in this browser, or it took too long (`AUTH.PASSKEY_REFUSED`).',
      401: "Not a sender's passkey, removed, a copy, or its account cannot sign in (`AUTH.PASSKEY_NOT_RECOGNISED`).",
      429: 'Too many attempts from this address.',
    },
  })
  @Post('login/passkey')
  @HttpCode(200)
  async signIn(@Req() req: Request, @Body(new ZodValidationPipe(passkeyAnswerRequest)) { response }: z.output<typeof passkeyAnswerRequest>): Promise<{ user: SessionUser }> {
    const challenge = takePasskeyChallenge(req, 'sender:sign_in');
    await this.limiter.consume(AUTH_RATE_LIMITS.loginPerAddress, requestAddress(req));
    const userId = await this.passkeys.passwordlessSigner(response as never, challenge);
    const user = userId === null ? null : await this.identity.sessionUser(userId);
    if (!user) {
      this.metrics.signInFailed('sender');
      throw new PasskeySignInRefusedError();
    }
    await this.session.signIn(req, user);
    const contact = user.email ?? user.phone;
    if (contact) await this.limiter.reset(AUTH_RATE_LIMITS.loginPerAccount, signInAccount({ emailOrPhone: contact }));
    return { user };
  }
}
