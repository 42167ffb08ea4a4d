import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { messageResponse } from '../openapi/error-response.schema.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { addPasskeyRequest, passkeyCreationOptions, passkeyIdParams, passkeyView } from '../shared/passkeys/passkey.requests.js';
import { CurrentUser } from './current-user.decorator.js';
import { keepPasskeyChallenge, takePasskeyChallenge } from '../shared/passkeys/passkey-challenge.js';
import { SenderPasskeys } from './sender-passkeys.service.js';
import type { SessionUser } from './session-user.js';
import { SignedInGuard } from './signed-in.guard.js';
import { StepUp } from './step-up.service.js';

const addedResponse = z
  .object({
    passkey: passkeyView,
    recoveryCodes: z.array(z.string()).meta({ description: "Ten one-time recovery codes, shown this once, when this passkey is the sender's first second factor; else empty." }),
  })
  .meta({ id: 'SenderPasskeyAdded' });

const stepUpError = 'The last proof that it is the sender is too old (`AUTH.STEP_UP_REQUIRED`, with the methods that prove it): `POST /api/auth/step-up`, then again.';

/**
 * The sender's passkeys on /settings (issue #25): listed with when added and last used, added
 * through the browser under a name, removed. Adding or removing one is a security change: it asks
 * for a recent proof that it is the sender (step-up), as a new payment method does.
 */
@Controller('settings/passkeys')
@UseGuards(SignedInGuard)
export class SenderPasskeysController {
  constructor(
    private readonly passkeys: SenderPasskeys,
    private readonly stepUp: StepUp,
  ) {}

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: "The signed-in sender's passkeys, oldest first",
    responses: { 200: { description: 'Their passkeys.', schema: z.object({ items: z.array(passkeyView) }).meta({ id: 'SenderPasskeys' }) } },
  })
  @Get()
  async list(@CurrentUser() user: SessionUser) {
    return { items: await this.passkeys.list(user.id) };
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'Start adding a passkey: the options for the browser (the challenge is kept in the session)',
    responses: { 200: { description: 'The creation options (a discoverable passkey, none of the sender’s twice).', schema: passkeyCreationOptions } },
    errors: { 403: stepUpError },
  })
  @Post('registration-options')
  @HttpCode(200)
  async registrationOptions(@Req() req: Request, @CurrentUser() user: SessionUser) {
    await this.stepUp.assertRecent(req);
    const options = await this.passkeys.registrationOptions(user);
    keepPasskeyChallenge(req, 'sender:add', options.challenge, String(user.id));
    return options;
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: "Add the passkey the browser made for this session's challenge; the first second factor comes with recovery codes",
    body: addPasskeyRequest,
    responses: { 201: { description: 'Added.', schema: addedResponse } },
    errors: { 400: 'No challenge under way, or the passkey did not verify (`AUTH.PASSKEY_REFUSED`).', 403: stepUpError },
  })
  @Post()
  @HttpCode(201)
  async add(@Req() req: Request, @CurrentUser() user: SessionUser, @Body(new ZodValidationPipe(addPasskeyRequest)) body: z.output<typeof addPasskeyRequest>) {
    await this.stepUp.assertRecent(req);
    const challenge = takePasskeyChallenge(req, 'sender:add', String(user.id));
    return this.passkeys.add(user.id, body.response as never, body.name, challenge);
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: "Remove one of the sender's passkeys (with the last second factor, the recovery codes go too)",
    params: passkeyIdParams,
    responses: { 200: { description: 'Removed.', schema: messageResponse } },
    errors: { 403: stepUpError, 404: 'No such passkey of this sender (`PROFILE.PASSKEY_NOT_FOUND`).' },
  })
  @Delete(':id')
  async remove(@Req() req: Request, @CurrentUser() user: SessionUser, @Param(new ZodValidationPipe(passkeyIdParams)) params: z.output<typeof passkeyIdParams>) {
    await this.stepUp.assertRecent(req);
    const name = await this.passkeys.remove(user.id, params.id);
    return { message: `Passkey "${name}" removed` };
  }
}
