import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RateLimiter } from '../redis/rate-limiter.service.js';
import { requestAddress } from '../shared/http/request-address.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { AuthSession } from './auth-session.js';
import { AUTH_RATE_LIMITS, signInAccount } from './auth-rate-limits.js';
import { loginRequest, passwordResetCodeRequest, passwordResetRequest, registerRequest, resendCodeRequest, verifyRequest } from './auth.requests.js';
import type { z } from 'zod';
import { CurrentUser } from './current-user.decorator.js';
import { IdentityService } from './identity.service.js';
import { LocalSignInGuard } from './local-sign-in.guard.js';
import type { SessionUser } from './session-user.js';
import { SignInAttemptGuard } from './sign-in-attempt.guard.js';
import { SignedInGuard } from './signed-in.guard.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { messageResponse } from '../openapi/error-response.schema.js';
import { loginResponse, passwordResetCodeResponse, registerResponse, resendCodeResponse, sessionUserResponse, verifyResponse } from './auth.responses.js';
import { PasswordResetService, resetContact } from './password-reset.service.js';
import { SessionRegistry } from './session-registry.js';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly identity: IdentityService,
    private readonly session: AuthSession,
    private readonly limiter: RateLimiter,
    private readonly passwordReset: PasswordResetService,
    private readonly sessions: SessionRegistry,
  ) {}

  @ApiOperation({
    tag: 'Auth',
    access: 'public',
    summary: 'Register with an email or a phone; a 6-digit code is sent to it',
    body: registerRequest,
    responses: { 201: { description: 'Registered; verify next.', schema: registerResponse } },
    errors: { 409: 'The email or phone is already registered.', 429: 'Too many registrations from this address.' },
  })
  @Post('register')
  async register(@Req() req: Request, @Body(new ZodValidationPipe(registerRequest)) body: z.output<typeof registerRequest>) {
    await this.limiter.consume(AUTH_RATE_LIMITS.register, requestAddress(req));
    const registered = await this.identity.register(body);
    this.session.awaitVerification(req, registered.userId);
    return registered;
  }

  @ApiOperation({
    tag: 'Auth',
    access: 'public',
    summary: 'Verify the contact with its code',
    body: verifyRequest,
    responses: {
      200: {
        description: 'Verified; signed in too (a new session) when this browser registered the account or typed its password, otherwise sign in next.',
        schema: verifyResponse,
      },
    },
    errors: { 429: 'Too many attempts.' },
  })
  @Post('verify')
  @HttpCode(200)
  async verify(
    @Req() req: Request,
    @Body(new ZodValidationPipe(verifyRequest)) body: z.output<typeof verifyRequest>,
  ): Promise<z.output<typeof verifyResponse>> {
    await this.limiter.consume(AUTH_RATE_LIMITS.verify, requestAddress(req));
    await this.identity.verify(body.userId, body.type, body.code);
    const user = await this.identity.sessionUser(body.userId);
    if (user && (await this.session.signInOnVerification(req, user))) return { message: 'Your account has been verified', signedIn: true, user };
    return { message: 'Your account has been verified', signedIn: false };
  }

  @ApiOperation({
    tag: 'Auth',
    access: 'public',
    summary: 'Send a new verification code',
    body: resendCodeRequest,
    responses: { 200: { description: 'Sent, when the account exists and is unverified.', schema: resendCodeResponse } },
    errors: { 429: 'Asked again too soon.' },
  })
  @Post('resend-code')
  @HttpCode(200)
  async resendCode(@Req() req: Request, @Body(new ZodValidationPipe(resendCodeRequest)) body: z.output<typeof resendCodeRequest>) {
    await this.limiter.consume(AUTH_RATE_LIMITS.resend, requestAddress(req), `user:${body.userId}`);
    await this.identity.resendCode(body.userId, body.type);
    return { message: 'If the account exists, a new code is on its way.', cooldownSeconds: 60 };
  }

  @ApiOperation({
    tag: 'Auth',
    access: 'public',
    summary: 'Sign in (starts a new session: the sid cookie)',
    body: loginRequest,
    responses: { 200: { description: 'Signed in.', schema: loginResponse } },
    errors: { 401: 'Wrong credentials, unverified or suspended account.', 429: 'Too many attempts.' },
  })
  @Post('login')
  @HttpCode(200)
  // In order: validate and count the attempt, then check the credentials and start the session.
  @UseGuards(SignInAttemptGuard, LocalSignInGuard)
  async login(
    @CurrentUser() user: SessionUser,
    @Body(new ZodValidationPipe(loginRequest)) body: z.output<typeof loginRequest>,
  ): Promise<{ user: SessionUser }> {
    await this.limiter.reset(AUTH_RATE_LIMITS.loginPerAccount, signInAccount(body));
    return { user };
  }

  @ApiOperation({
    tag: 'Auth',
    access: 'public',
    summary: 'Forgot password: send a 6-digit reset code to the verified email or phone',
    body: passwordResetCodeRequest,
    responses: { 200: { description: 'Sent when an account verified this contact; the same answer otherwise.', schema: passwordResetCodeResponse } },
    errors: { 429: 'Too many codes asked for, from this address or for this account.' },
  })
  @Post('password-reset/code')
  @HttpCode(200)
  async passwordResetCode(
    @Req() req: Request,
    @Body(new ZodValidationPipe(passwordResetCodeRequest)) body: z.output<typeof passwordResetCodeRequest>,
  ) {
    await this.limiter.consume(AUTH_RATE_LIMITS.passwordResetCodePerAddress, requestAddress(req));
    await this.limiter.consume(AUTH_RATE_LIMITS.passwordResetCodePerAccount, signInAccount(body));
    await this.passwordReset.requestCode(body.emailOrPhone);
    const channel = resetContact(body.emailOrPhone)?.channel ?? (body.emailOrPhone.includes('@') ? 'email' : 'phone');
    const where = channel === 'email' ? 'email address' : 'phone by SMS';
    return { message: `If an account uses this ${channel === 'email' ? 'email' : 'number'}, we sent a 6-digit code to that ${where}.`, channel, cooldownSeconds: 60 };
  }

  @ApiOperation({
    tag: 'Auth',
    access: 'public',
    summary: 'Set a new password with the reset code; every session of the account ends and its owner is told',
    body: passwordResetRequest,
    responses: { 200: { description: 'Changed; sign in with the new password.', schema: messageResponse } },
    errors: { 400: 'Wrong, expired or used code.', 429: 'Too many attempts.' },
  })
  @Post('password-reset')
  @HttpCode(200)
  async resetPassword(@Req() req: Request, @Body(new ZodValidationPipe(passwordResetRequest)) body: z.output<typeof passwordResetRequest>) {
    await this.limiter.consume(AUTH_RATE_LIMITS.passwordReset, requestAddress(req));
    const userId = await this.passwordReset.reset(body.emailOrPhone, body.code, body.newPassword);
    await this.sessions.endAll(userId);
    await this.limiter.reset(AUTH_RATE_LIMITS.loginPerAccount, signInAccount(body));
    return { message: 'Your password has been changed. Sign in with your new password.' };
  }

  @ApiOperation({
    tag: 'Auth',
    access: 'public',
    summary: 'Sign out (ends the session)',
    responses: { 200: { description: 'Signed out.', schema: messageResponse } },
  })
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.session.signOut(req, res);
    return { message: 'You have been logged out successfully' };
  }

  @ApiOperation({
    tag: 'Auth',
    access: 'sender',
    summary: 'The signed-in sender',
    responses: { 200: { description: 'The current user.', schema: sessionUserResponse } },
  })
  @Get('me')
  @UseGuards(SignedInGuard)
  me(@CurrentUser() user: SessionUser): SessionUser {
    return user;
  }
}
