import { Body, Controller, Get, Put, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { Money } from '../shared/domain/money.js';
import { requestAddress } from '../shared/http/request-address.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import type { SendingLimits as Limits } from '../transfers/domain/sending-limits.js';
import { SendingLimits } from '../transfers/sending-limits.service.js';
import { sendingLimitsResponse, tierSendingLimitsResponse } from '../transfers/transfer.responses.js';
import { AdminGuard } from './admin.guard.js';
import { actingOperator } from './approvals/acting-operator.js';
import { waitingForApprovalResponse } from './approvals/approval.responses.js';
import { Approvals } from './approvals/approvals.service.js';
import { LimitsChangeProposals } from './approvals/limits-change-proposals.js';
import { LIMITED_TIERS, type LimitedTier } from '../compliance/domain/verification-tier.js';

const limit = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .positive(`${label} must be more than $0.00`)
    .max(99_999_999.99, `${label} is too large`)
    .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label} can have at most 2 decimals`);

export const sendingLimitsRequest = z.object({
  /** Whose limits: a verification tier's (issue #26); Verified ID's, the limits every sender has until tiers are enforced, unless told. */
  tier: z.enum(LIMITED_TIERS, { error: 'tier must be basic, verified_id or enhanced' }).default('verified_id'),
  perTransfer: limit('The one-transfer limit'),
  perDay: limit('The 24-hour limit'),
  perMonth: limit('The 30-day limit'),
  /** Why, for the second finance operator who approves the change (four eyes). */
  proposalNote: z.string().trim().min(3, 'Say why, for the operator who approves it (at least 3 characters)').max(500, 'Keep the note under 500 characters').optional(),
});

const view = (limits: Limits) => ({ perTransfer: limits.perTransfer.toNumber(), perDay: limits.perDay.toNumber(), perMonth: limits.perMonth.toNumber() });

/** Each tier's limits. */
const tiersView = (tiers: Record<LimitedTier, Limits>) => ({ basic: view(tiers.basic), verified_id: view(tiers.verified_id), enhanced: view(tiers.enhanced) });

/**
 * The operator's sending limits (issue #15): read, and changed by two finance operators (issue
 * #25, four eyes): a PUT proposes the new limits, a second operator approves them in "Waiting
 * for approval", and they are set then, audited in the same transaction.
 */
@Controller('admin/sending-limits')
@UseGuards(AdminGuard)
export class AdminLimitsController {
  constructor(
    private readonly limits: SendingLimits,
    private readonly proposals: LimitsChangeProposals,
    private readonly approvals: Approvals,
  ) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: 'The sending limits every sender has: per transfer, per rolling 24 hours, per rolling 30 days',
    responses: { 200: { description: 'The limits in USD.', schema: sendingLimitsResponse } },
  })
  @Get()
  async current() {
    return view(await this.limits.current());
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: 'Each verification tier’s sending limits (issue #26): Basic, Verified ID (the limits every sender has until tiers are enforced), Enhanced',
    responses: { 200: { description: 'The limits in USD, by tier.', schema: tierSendingLimitsResponse } },
  })
  @Get('tiers')
  async tiers() {
    return tiersView(await this.limits.allTiers());
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'finance',
    summary: "Propose new sending limits for a verification tier (Verified ID's unless `tier` says): set once a second finance operator approves them (four eyes); audited",
    body: sendingLimitsRequest,
    responses: {
      202: { description: 'Proposed, waiting for approval by another finance operator: the limits are unchanged until then.', schema: waitingForApprovalResponse.extend({ limits: sendingLimitsResponse }) },
      200: { description: 'The limits are these already: nothing proposed.', schema: sendingLimitsResponse },
    },
    errors: {
      400: 'Limits that do not hold together, or no note saying why (APPROVAL.NOTE_REQUIRED).',
      409: 'A change of the limits is waiting for approval already (APPROVAL.ALREADY_PROPOSED).',
    },
  })
  @Put()
  async set(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Body(new ZodValidationPipe(sendingLimitsRequest)) body: z.output<typeof sendingLimitsRequest>) {
    const next: Limits = {
      perTransfer: Money.fromNumberInput(body.perTransfer, 'USD'),
      perDay: Money.fromNumberInput(body.perDay, 'USD'),
      perMonth: Money.fromNumberInput(body.perMonth, 'USD'),
    };
    const proposal = await this.proposals.proposalFor(next, body.tier);
    const answer = await this.approvals.propose(proposal, body.proposalNote, actingOperator(req), requestAddress(req));
    const limits = view(await this.limits.currentFor(body.tier));
    if (!(typeof answer === 'object' && answer !== null && 'approvalId' in answer)) return limits;
    res.status(202);
    return { ...answer, message: 'The new limits wait for approval by another finance operator: the limits are unchanged until then.', limits };
  }
}
