import { Body, Controller, Get, HttpCode, Post, Put, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { messageResponse } from '../openapi/error-response.schema.js';
import { RateLimiter } from '../redis/rate-limiter.service.js';
import { requestAddress } from '../shared/http/request-address.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { AUTH_RATE_LIMITS } from './auth-rate-limits.js';
import { CurrentUser } from './current-user.decorator.js';
import { IdentityService } from './identity.service.js';
import { addContactRequest, changePasswordRequest, languageSettingRequest, notificationSettingsRequest, verifyContactRequest } from './profile.requests.js';
import { languageSettingResponse, notificationSettingsResponse } from './profile.responses.js';
import { SessionRegistry } from './session-registry.js';
import type { SessionUser } from './session-user.js';
import { SignedInGuard } from './signed-in.guard.js';

/** The signed-in sender's own account: contacts, password (/profile), notification settings and language (/settings). */
@Controller()
@UseGuards(SignedInGuard)
export class ProfileController {
  constructor(
    private readonly identity: IdentityService,
    private readonly sessions: SessionRegistry,
    private readonly limiter: RateLimiter,
  ) {}

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'Add the email or phone the account lacks (or replace an unverified one); a 6-digit code is sent to it',
    body: addContactRequest,
    responses: { 200: { description: 'The code is on its way.', schema: messageResponse } },
    errors: { 409: 'Already verified, or another account verified this contact.', 429: 'Asked again too soon.' },
  })
  @Post('profile/contact')
  @HttpCode(200)
  async addContact(@CurrentUser() user: SessionUser, @Body(new ZodValidationPipe(addContactRequest)) body: z.output<typeof addContactRequest>) {
    await this.limiter.consume(AUTH_RATE_LIMITS.addContact, `user:${user.id}`);
    await this.identity.addContact(user.id, body.channel, body.value);
    return { message: body.channel === 'email' ? 'We sent a code to your email address.' : 'We sent a code to your phone by SMS.' };
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'Verify the added contact with its code',
    body: verifyContactRequest,
    responses: { 200: { description: 'Verified.', schema: messageResponse } },
    errors: { 429: 'Too many attempts.' },
  })
  @Post('profile/contact/verify')
  @HttpCode(200)
  async verifyContact(
    @Req() req: Request,
    @CurrentUser() user: SessionUser,
    @Body(new ZodValidationPipe(verifyContactRequest)) body: z.output<typeof verifyContactRequest>,
  ) {
    await this.limiter.consume(AUTH_RATE_LIMITS.verify, requestAddress(req));
    await this.identity.verify(user.id, body.channel, body.code);
    return { message: body.channel === 'email' ? 'Your email address is verified.' : 'Your phone number is verified.' };
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: "Change the password (the current one is required); the account's other sessions end",
    body: changePasswordRequest,
    responses: { 200: { description: 'Changed.', schema: messageResponse } },
    errors: { 429: 'Too many attempts.' },
  })
  @Post('profile/password')
  @HttpCode(200)
  async changePassword(
    @Req() req: Request,
    @CurrentUser() user: SessionUser,
    @Body(new ZodValidationPipe(changePasswordRequest)) body: z.output<typeof changePasswordRequest>,
  ) {
    await this.limiter.consume(AUTH_RATE_LIMITS.changePassword, `user:${user.id}`);
    await this.identity.changePassword(user.id, body.currentPassword, body.newPassword);
    await this.sessions.endOthers(user.id, req.sessionID);
    return { message: 'Your password has been changed. You have been signed out everywhere else.' };
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'How the sender wants news of their transfers: by email, by SMS',
    responses: { 200: { description: 'The settings.', schema: notificationSettingsResponse } },
  })
  @Get('settings/notifications')
  notificationSettings(@CurrentUser() user: SessionUser) {
    return this.identity.notificationPreferences(user.id);
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'Change the notification settings (security messages such as codes are always sent)',
    body: notificationSettingsRequest,
    responses: { 200: { description: 'Saved.', schema: notificationSettingsResponse } },
  })
  @Put('settings/notifications')
  async setNotificationSettings(
    @CurrentUser() user: SessionUser,
    @Body(new ZodValidationPipe(notificationSettingsRequest)) body: z.output<typeof notificationSettingsRequest>,
  ) {
    await this.identity.setNotificationPreferences(user.id, body);
    return this.identity.notificationPreferences(user.id);
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: "Choose the sender's language: the app, every email and SMS to them, and their transfers' disclosures and receipts follow it",
    body: languageSettingRequest,
    responses: { 200: { description: 'Saved.', schema: languageSettingResponse } },
  })
  @Put('settings/language')
  async setLanguage(@CurrentUser() user: SessionUser, @Body(new ZodValidationPipe(languageSettingRequest)) body: z.output<typeof languageSettingRequest>) {
    await this.identity.chooseLanguage(user.id, body.language);
    return { language: body.language };
  }
}
