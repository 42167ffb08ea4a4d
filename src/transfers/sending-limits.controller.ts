import { Controller, Get, UseGuards } from '@nestjs/common';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { SignedInGuard } from '../identity/signed-in.guard.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { allowanceMessage, VERIFY_BEFORE_FIRST_TRANSFER } from './domain/sending-limits.js';
import { nextTier } from '../compliance/domain/verification-tier.js';
import { SendingLimits } from './sending-limits.service.js';

type Limits = Awaited<ReturnType<SendingLimits['current']>>;
const view = (limits: Limits) => ({ perTransfer: limits.perTransfer.toNumber(), perDay: limits.perDay.toNumber(), perMonth: limits.perMonth.toNumber() });
import { sendingAllowanceResponse, tierSendingLimitsResponse } from './transfer.responses.js';

/** What the signed-in sender can still send (the send screen shows it). */
@Controller('sending-limits')
@UseGuards(SignedInGuard)
export class SendingLimitsController {
  constructor(private readonly limits: SendingLimits) {}

  @ApiOperation({
    tag: 'Transfers',
    access: 'sender',
    summary: 'The sending limits and what the sender can still send now',
    responses: { 200: { description: 'Limits, what is left, and the sentence to show.', schema: sendingAllowanceResponse } },
  })
  @Get()
  async allowance(@CurrentUser() user: SessionUser) {
    const left = await this.limits.allowanceOf(user.id);
    const { limits } = left;
    return {
      tier: left.tier,
      nextTier: nextTier(left.tier),
      perTransfer: limits.perTransfer.toNumber(),
      perDay: limits.perDay.toNumber(),
      perMonth: limits.perMonth.toNumber(),
      remaining: left.now.toNumber(),
      remainingToday: left.leftToday.toNumber(),
      remainingThisMonth: left.leftThisMonth.toNumber(),
      boundBy: left.boundBy,
      message: left.tier === 'none' ? VERIFY_BEFORE_FIRST_TRANSFER : allowanceMessage(left),
    };
  }

  @ApiOperation({
    tag: 'Transfers',
    access: 'sender',
    summary: 'Each verification tier’s sending limits (issue #26): what the next tier unlocks',
    responses: { 200: { description: 'The limits in USD, by tier.', schema: tierSendingLimitsResponse } },
  })
  @Get('tiers')
  async tiers() {
    const tiers = await this.limits.allTiers();
    return { basic: view(tiers.basic), verified_id: view(tiers.verified_id), enhanced: view(tiers.enhanced) };
  }
}
