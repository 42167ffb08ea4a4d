import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { RateLimiter } from '../redis/rate-limiter.service.js';
import { requestAddress } from '../shared/http/request-address.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { AUTH_RATE_LIMITS, signInAccount } from './auth-rate-limits.js';
import { loginRequest } from './auth.requests.js';

/**
 * Admits a sign-in attempt before any credential is checked (guards run before pipes, so
 * this cannot be left to the handler's validation): a malformed body answers 400, and
 * the attempt counts against the per-address and per-account limits (429 past them)
 * whether or not the password turns out right. Put it before LocalSignInGuard.
 */
@Injectable()
export class SignInAttemptGuard implements CanActivate {
  private readonly validation = new ZodValidationPipe(loginRequest);

  constructor(private readonly limiter: RateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const credentials = await this.validation.transform(request.body, { type: 'body' });
    await this.limiter.consume(AUTH_RATE_LIMITS.loginPerAddress, requestAddress(request));
    await this.limiter.consume(AUTH_RATE_LIMITS.loginPerAccount, signInAccount(credentials));
    // passport-local reads the credentials from the body: give it the parsed (trimmed) ones.
    request.body = credentials;
    return true;
  }
}
