import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { AppPassport } from './app-passport.js';
import { AuthSession } from './auth-session.js';
import { AccountUnverifiedError, InvalidCredentialsError, SecondFactorRequiredError } from './domain/identity.errors.js';
import { SecondFactors } from './second-factors.service.js';
import type { SessionUser } from './session-user.js';

/**
 * `AuthGuard('local')` that also starts the session: checks the credentials in the body,
 * signs the user in under a new session id, and registers the session so a suspension
 * can end it (AuthSession.signIn). Put SignInAttemptGuard before it.
 *
 * AuthGuard's own `canActivate` authenticates through passport's process-wide default
 * instance, which would also point `req.logIn` at that instance's serializers; this one
 * runs the same steps on the app's AppPassport and keeps AuthGuard's `handleRequest` and
 * `logIn` hooks.
 */
@Injectable()
export class LocalSignInGuard extends AuthGuard('local') {
  constructor(
    private readonly passport: AppPassport,
    private readonly session: AuthSession,
    private readonly secondFactors: SecondFactors,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = this.getRequest(context) as Request;
    const response = context.switchToHttp().getResponse<Response>();
    const user = await new Promise<SessionUser>((resolve, reject) => {
      const settle = (error: unknown, found: unknown, info: unknown, status: unknown) => {
        try {
          resolve(this.handleRequest<SessionUser>(error, found, info, context, status));
        } catch (refusal) {
          reject(refusal);
        }
      };
      const authenticate = this.passport.authenticate('local', settle);
      authenticate(request, response, reject);
    }).catch((refusal: unknown) => {
      // The right password for an account not verified yet: its code, typed next in this browser, signs it in.
      if (refusal instanceof AccountUnverifiedError) this.session.awaitVerification(request, Number(refusal.details?.['userId']));
      throw refusal;
    });
    // The account has a second factor: the password alone signs nothing in; its code or a passkey comes next (issue #25).
    const methods = await this.secondFactors.methods(user.id);
    if (methods.length > 0) {
      this.session.awaitSecondFactor(request, user.id);
      throw new SecondFactorRequiredError(methods);
    }
    // A new session id at every sign-in.
    await this.session.signIn(request, user);
    return true;
  }

  /** Wrong credentials answer like every other domain error, not with Nest's UnauthorizedException. */
  override handleRequest<TUser = SessionUser>(error: unknown, user: unknown, ..._rest: unknown[]): TUser {
    if (error) throw error;
    if (!user) throw new InvalidCredentialsError();
    return user as TUser;
  }
}
