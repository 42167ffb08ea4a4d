import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AdminAuditLog } from '../admin/admin-audit-log.service.js';
import { AdminGuard } from '../admin/admin.guard.js';
import { actingOperator } from '../admin/approvals/acting-operator.js';
import { waitingForApprovalResponse } from '../admin/approvals/approval.responses.js';
import { Approvals } from '../admin/approvals/approvals.service.js';
import { TopUpConfirmationProposals } from '../admin/approvals/top-up-confirmation-proposals.js';
import type { FloatTopUp } from './domain/float-top-up.js';
import { AdminAuditEntry } from '../admin/domain/admin-audit-entry.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { Rate } from '../shared/domain/rate.js';
import { requestAddress } from '../shared/http/request-address.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { FloatTopUps } from './float-top-ups.service.js';
import { confirmTopUpRequest, recordTopUpRequest, topUpIdParams, type ConfirmTopUpRequest, type RecordTopUpRequest } from './float.requests.js';
import { balanceChecksResponse, floatOverviewResponse, floatTopUpResponse, floatView, topUpView } from './float.responses.js';
import { PartnerBalanceSnapshots } from './partner-balance-snapshots.service.js';
import { PartnerFloat } from './partner-float.service.js';

/** The operator's Float page: each partner float, the top-ups and their steps, and a check of the partners' balances. */
@Controller('admin/float')
@UseGuards(AdminGuard)
export class FloatAdminController {
  constructor(
    private readonly float: PartnerFloat,
    private readonly topUps: FloatTopUps,
    private readonly snapshots: PartnerBalanceSnapshots,
    private readonly audit: AdminAuditLog,
    private readonly approvals: Approvals,
    private readonly confirmations: TopUpConfirmationProposals,
  ) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: 'Each partner float (books, pending payouts, what the partner reports, days left, paused) and the latest top-ups',
    responses: { 200: { description: 'The floats and the 50 latest top-ups, newest first.', schema: floatOverviewResponse } },
  })
  @Get()
  async overview() {
    const [floats, topUps] = await Promise.all([this.float.all(), this.topUps.latest()]);
    return { floats: floats.map(floatView), topUps: topUps.map(topUpView) };
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'finance',
    summary: 'Record a top-up wired to a partner (pending on the books until the partner shows it); audited',
    body: recordTopUpRequest,
    responses: { 201: { description: 'The top-up, pending.', schema: floatTopUpResponse } },
    errors: { 400: 'Bad figures: the partner holds no such currency, an amount not positive, a rate that disagrees with the amounts.', 409: 'That bank reference is recorded for this float already.' },
  })
  @Post('top-ups')
  async record(@Req() req: Request, @Body(new ZodValidationPipe(recordTopUpRequest)) body: RecordTopUpRequest) {
    const topUp = await this.topUps.record(
      {
        rail: body.rail,
        currency: body.currency,
        localMinor: body.localAmount,
        usdMinor: body.usdPaid,
        rate: body.rate === null ? null : Rate.parse(body.rate),
        bankReference: body.bankReference,
        note: body.note ?? null,
      },
      requestAddress(req),
    );
    return topUpView(topUp);
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'finance',
    summary: "Propose confirming a pending top-up by hand (the partner's balance shows it; normally confirmed by the balance check): posted once a second finance operator approves it (four eyes); audited",
    params: topUpIdParams,
    body: confirmTopUpRequest,
    responses: {
      202: { description: 'Proposed, waiting for approval by another finance operator: the top-up stays pending until then.', schema: waitingForApprovalResponse.extend({ topUp: floatTopUpResponse }) },
      200: { description: 'The top-up was confirmed already (a second click changes nothing).', schema: floatTopUpResponse },
    },
    errors: {
      400: 'No note saying why (APPROVAL.NOTE_REQUIRED).',
      404: 'No such top-up.',
      409: 'It was cancelled, or confirming it waits for approval already (APPROVAL.ALREADY_PROPOSED).',
    },
  })
  @Post('top-ups/:id/confirm')
  @HttpCode(200)
  async confirm(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Param(new ZodValidationPipe(topUpIdParams)) params: { id: string },
    @Body(new ZodValidationPipe(confirmTopUpRequest)) body: ConfirmTopUpRequest,
  ) {
    const proposal = await this.confirmations.proposalFor(params.id);
    const answer = await this.approvals.propose<FloatTopUp>(proposal, body.proposalNote, actingOperator(req), requestAddress(req));
    if (!('approvalId' in answer)) return topUpView(answer);
    res.status(202);
    const topUp = await this.topUps.find(params.id);
    return { ...answer, message: 'Confirming this top-up waits for approval by another finance operator: it stays pending until then.', topUp: topUpView(topUp!) };
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'finance',
    summary: 'Cancel a pending top-up (the wire was not sent or came back); its pending postings are voided; audited',
    params: topUpIdParams,
    responses: { 200: { description: 'The top-up, cancelled (a second click changes nothing).', schema: floatTopUpResponse } },
    errors: { 404: 'No such top-up.', 409: "It is in the partner's balance already." },
  })
  @Post('top-ups/:id/cancel')
  @HttpCode(200)
  async cancel(@Req() req: Request, @Param(new ZodValidationPipe(topUpIdParams)) params: { id: string }) {
    return topUpView(await this.topUps.cancel(params.id, requestAddress(req)));
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'finance',
    summary: "Ask every partner for our balance now (Daraja answers by callback); pending top-ups a balance shows are confirmed; audited",
    responses: { 200: { description: 'What each partner answered.', schema: balanceChecksResponse } },
  })
  @Post('balance-checks')
  @HttpCode(200)
  async check(@Req() req: Request) {
    const checks = await this.snapshots.checkAll();
    await this.audit.recordAlone(
      AdminAuditEntry.floatAction('float.balances_checked', 'float:partners', null, Object.fromEntries(checks.map((c) => [c.rail, c.outcome])), requestAddress(req), new Date()),
    );
    return { checks };
  }
}
