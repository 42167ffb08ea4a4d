import { Body, Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { SignedInGuard } from '../identity/signed-in.guard.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { RateLimiter, type RateLimit } from '../redis/rate-limiter.service.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { senderDetailsRequest, startCheckRequest } from './compliance.requests.js';
import { identityCheckStartedResponse, verificationStatusResponse } from './compliance.responses.js';
import { formatCalendarDate, parseCalendarDate } from './domain/calendar-date.js';
import type { IdentityCheck } from './domain/identity-check.js';
import { nextTier } from './domain/verification-tier.js';
import { reaches } from './domain/verification-tier.js';
import { SenderVerifications, type VerificationStatus } from './sender-verification.service.js';

/** Identity checks a sender may start, per account: each costs a provider session (Stripe's advice: limit them). */
const CHECKS_STARTED: RateLimit = { name: 'identity-checks', max: 10, windowSeconds: 24 * 60 * 60 };

const checkView = (check: IdentityCheck | null) =>
  check ? { id: check.id, state: check.state, reason: check.reason, updatedAt: check.updatedAt.toISOString() } : null;

function statusView({ record, checks }: VerificationStatus) {
  const details = record.details();
  return {
    tier: record.tier,
    nextTier: nextTier(record.tier),
    details: details
      ? {
          legalFirstName: details.legalName.first,
          legalLastName: details.legalName.last,
          dateOfBirth: formatCalendarDate(details.dateOfBirth),
          address: { ...details.address, line2: details.address.line2 ?? null },
        }
      : null,
    detailsLocked: reaches(record.tier, 'basic'),
    checks: { id_number: checkView(checks.id_number), document: checkView(checks.document) },
  };
}

/** The signed-in sender's identity verification (/profile): their tier, their Basic details, and the provider's checks. */
@Controller('profile/verification')
@UseGuards(SignedInGuard)
export class SenderVerificationController {
  constructor(
    private readonly verifications: SenderVerifications,
    private readonly limiter: RateLimiter,
  ) {}

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'The sender’s verification tier, the next one, their Basic details and their latest identity checks',
    responses: { 200: { description: 'The verification status.', schema: verificationStatusResponse } },
  })
  @Get()
  async status(@CurrentUser() user: SessionUser) {
    return statusView(await this.verifications.status(user.id));
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'Give (or correct, until Basic is verified) the legal name, date of birth (18 or older) and US residential address',
    body: senderDetailsRequest,
    responses: { 200: { description: 'Saved; the id number check comes next.', schema: verificationStatusResponse } },
    errors: { 409: 'Basic is verified: the details are locked (VERIFICATION.DETAILS_LOCKED).' },
  })
  @Put('details')
  async giveDetails(@CurrentUser() user: SessionUser, @Body(new ZodValidationPipe(senderDetailsRequest)) body: z.output<typeof senderDetailsRequest>) {
    await this.verifications.giveDetails(user.id, {
      legalName: { first: body.legalFirstName, last: body.legalLastName },
      dateOfBirth: parseCalendarDate(body.dateOfBirth)!,
      address: { line1: body.address.line1, line2: body.address.line2 || null, city: body.address.city, state: body.address.state, postalCode: body.address.postalCode },
    });
    return statusView(await this.verifications.status(user.id));
  }

  @ApiOperation({
    tag: 'Profile',
    access: 'sender',
    summary: 'Start (or resume) an identity check: id_number for Basic, document with a selfie for Verified ID; answers the client secret for Stripe.js verifyIdentity',
    body: startCheckRequest,
    responses: { 200: { description: 'Open the provider’s form with the client secret.', schema: identityCheckStartedResponse } },
    errors: {
      409: 'Details missing (VERIFICATION.DETAILS_REQUIRED), Basic needed first (VERIFICATION.TIER_REQUIRED), done already (VERIFICATION.ALREADY_VERIFIED) or still processing (VERIFICATION.IN_PROGRESS).',
      429: 'Too many checks started today.',
    },
  })
  @Post('checks')
  @HttpCode(200)
  async startCheck(@CurrentUser() user: SessionUser, @Body(new ZodValidationPipe(startCheckRequest)) body: z.output<typeof startCheckRequest>) {
    await this.limiter.consume(CHECKS_STARTED, `user:${user.id}`);
    return this.verifications.startCheck(user.id, body.kind);
  }
}
