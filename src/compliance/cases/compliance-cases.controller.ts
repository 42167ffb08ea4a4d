import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AdminGuard } from '../../admin/admin.guard.js';
import { actingOperator } from '../../admin/approvals/acting-operator.js';
import { ApiOperation } from '../../openapi/api-operation.decorator.js';
import { requestAddress } from '../../shared/http/request-address.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { ComplianceCases } from './compliance-cases.service.js';
import { caseDecisionRequest, caseNoteRequest, caseParams, type CaseDecisionRequest, type CaseNoteRequest } from './compliance-cases.requests.js';
import { caseDecisionResponse, caseDetailResponse, caseListResponse, sarExportResponse } from './compliance-cases.responses.js';

const NOT_FOUND = { 404: 'No such case (COMPLIANCE.CASE_NOT_FOUND).' };

/** Compliance cases opened by transaction monitoring (issue #26): for compliance operators (and owners) only. */
@Controller('admin/compliance/cases')
@UseGuards(AdminGuard)
export class ComplianceCasesController {
  constructor(private readonly cases: ComplianceCases) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'compliance',
    summary: 'The compliance case queue: cases not closed, soonest deadline first (30 days from detection, late ones flagged), then the latest closed',
    responses: { 200: { description: 'The cases with their sender, rules, deadline and late flag.', schema: caseListResponse } },
  })
  @Get()
  list() {
    return this.cases.list();
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'compliance',
    summary: "A case: its rule hits with their figures, its transfers, and its timeline (hits, notes, decisions, SAR exports)",
    params: caseParams,
    responses: { 200: { description: 'The case.', schema: caseDetailResponse } },
    errors: NOT_FOUND,
  })
  @Get(':id')
  detail(@Param(new ZodValidationPipe(caseParams)) params: { id: string }) {
    return this.cases.detail(params.id);
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'compliance',
    summary: "Adds a note to a case's timeline; audited",
    params: caseParams,
    body: caseNoteRequest,
    responses: { 204: { description: 'Noted.' } },
    errors: NOT_FOUND,
  })
  @Post(':id/notes')
  @HttpCode(204)
  async note(@Req() req: Request, @Param(new ZodValidationPipe(caseParams)) params: { id: string }, @Body(new ZodValidationPipe(caseNoteRequest)) body: CaseNoteRequest) {
    await this.cases.addNote(params.id, body.note, actingOperator(req).email, requestAddress(req));
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'compliance',
    summary: 'Decides a case: clear (its held payouts go), request information from the sender, file a SAR, or close the account; audited',
    params: caseParams,
    body: caseDecisionRequest,
    responses: { 200: { description: 'What was done, and how many held payouts were released.', schema: caseDecisionResponse } },
    errors: { ...NOT_FOUND, 409: 'The case is closed already (COMPLIANCE.CASE_CLOSED).' },
  })
  @Post(':id/decision')
  @HttpCode(200)
  decide(@Req() req: Request, @Param(new ZodValidationPipe(caseParams)) params: { id: string }, @Body(new ZodValidationPipe(caseDecisionRequest)) body: CaseDecisionRequest) {
    return this.cases.decide(params.id, body.decision, body.note, actingOperator(req).email, requestAddress(req));
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'compliance',
    summary: 'The FinCEN SAR fields filled from a case (subject, amounts, dates, narrative) as a JSON download; audited',
    params: caseParams,
    responses: { 200: { description: 'sar-{case id}.json', schema: sarExportResponse } },
    errors: { ...NOT_FOUND, 409: 'The case was not decided to file a SAR (COMPLIANCE.NO_SAR_DECIDED).' },
  })
  @Get(':id/sar')
  async sar(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Param(new ZodValidationPipe(caseParams)) params: { id: string }) {
    const report = await this.cases.sarExport(params.id, actingOperator(req).email, requestAddress(req));
    res.setHeader('Content-Disposition', `attachment; filename="sar-${params.id}.json"`);
    return report;
  }
}
