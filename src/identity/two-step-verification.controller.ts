import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { messageResponse } from '../openapi/error-response.schema.js';
import { RateLimiter } from '../redis/rate-limiter.service.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { AUTH_RATE_LIMITS } from './auth-rate-limits.js';
import { CurrentUser } from './current-user.decorator.js';
import { SecondFactorStateError } from './domain/identity.errors.js';
import { SecondFactors } from './second-factors.service.js';
import type { SessionUser } from './session-user.js';
import { SignedInGuard } from './signed-in.guard.js';

const statusResponse = z
  .object({
    authenticator: z.boolean().meta({ description: 'Whether sign-in asks for an authenticator code after the password.' }),
    enabledAt: z.string().nullable(),
    passkeys: z.number().int().meta({ description: 'How many passkeys the sender added (each a second factor too; see /api/settings/passkeys).' }),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'TwoStepVerification' });

const enrolmentResponse = z
  .object({
    secret: z.string().meta({ description: 'The key to type into the app when the QR code cannot be scanned.' }),
    uri: z.string(),
    qrSvg: z.string().meta({ description: 'The otpauth URI as a QR code (SVG).' }),
  })
  .meta({ id: 'AuthenticatorEnrolment' });

const codeRequest = z.object({ code: z.string({ error: 'Enter the code' }).trim().min(1, 'Enter the code').max(20, 'Enter the code') });
const passwordRequest = z.object({ currentPassword: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200) });
const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) }).meta({ id: 'RecoveryCodes' });

/** Two-step verification on /settings (issue #25): an authenticator app and recovery codes, optional for senders. */
@Controller('settings/two-step')
@UseGuards(SignedInGuard)
export class TwoStepVerificationController {
  constructor(
    private readonly secondFactors: SecondFactors,
    private readonly limiter: RateLimiter,
  ) {}

  @ApiOperation({ tag: 'Profile', access: 'sender', summary: 'Whether two-step verification is on, and how many recovery codes are left', responses: { 200: { description: 'The state.', schema: statusResponse } } })
  @Get()
  async status(@CurrentUser() user: SessionUser) {
    const status = await this.secondFactors.status(user.id);
    return { ...status, enabledAt: status.enabledAt?.toISOString() ?? null };
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'Start adding an authenticator app: a new secret as a QR code (nothing changes until a code from the app confirms it)',
    responses: { 200: { description: 'The secret for the app.', schema: enrolmentResponse } },
    errors: { 409: 'Two-step verification is on already.' },
  })
  @Post('authenticator')
  @HttpCode(200)
  async start(@Req() req: Request, @CurrentUser() user: SessionUser) {
    if (await this.secondFactors.hasAuthenticator(user.id)) throw new SecondFactorStateError('Two-step verification is on already.');
    const enrolment = await this.secondFactors.newAuthenticator(user.email ?? user.phone ?? `account ${user.id}`);
    req.session.authenticatorEnrolment = enrolment.secret;
    return enrolment;
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: "Turn two-step verification on with the app's current code; answers ten one-time recovery codes, shown this once",
    body: codeRequest,
    responses: { 200: { description: 'On.', schema: recoveryCodesResponse } },
    errors: { 400: 'The code is not right (`AUTH.SECOND_FACTOR_WRONG`).', 409: 'No app is being added, or it is on already.', 429: 'Too many codes tried.' },
  })
  @Post('authenticator/confirm')
  @HttpCode(200)
  async confirm(@Req() req: Request, @CurrentUser() user: SessionUser, @Body(new ZodValidationPipe(codeRequest)) { code }: z.output<typeof codeRequest>) {
    const secret = req.session.authenticatorEnrolment;
    if (!secret) throw new SecondFactorStateError('Start again: scan the new QR code, then type the code your app shows.');
    await this.limiter.consume(AUTH_RATE_LIMITS.secondFactor, `user:${user.id}`);
    const recoveryCodes = await this.secondFactors.turnOn(user.id, secret, code);
    delete req.session.authenticatorEnrolment;
    return { recoveryCodes };
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'Turn the authenticator app off (the password is required); the recovery codes stop working unless a passkey is left',
    body: passwordRequest,
    responses: { 200: { description: 'Off.', schema: messageResponse } },
    errors: { 400: 'The password is not right.', 429: 'Too many attempts.' },
  })
  @Post('off')
  @HttpCode(200)
  async turnOff(@CurrentUser() user: SessionUser, @Body(new ZodValidationPipe(passwordRequest)) { currentPassword }: z.output<typeof passwordRequest>) {
    await this.limiter.consume(AUTH_RATE_LIMITS.changePassword, `user:${user.id}`);
    await this.secondFactors.turnOff(user.id, currentPassword);
    return { message: 'Two-step verification is off. Signing in now takes your password only.' };
  }
}
