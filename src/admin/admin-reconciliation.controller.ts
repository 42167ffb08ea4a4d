import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { ReconciliationBreaks } from '../reconciliation/reconciliation-breaks.service.js';
import { reconciliationOverviewResponse, reconciliationRunResponse } from '../reconciliation/reconciliation.responses.js';
import { Reconciliation } from '../reconciliation/reconciliation.service.js';
import { reconciliationBreakView, reconciliationRunView } from '../reconciliation/reconciliation.view.js';
import { requestAddress } from '../shared/http/request-address.js';
import { AdminAuditLog } from './admin-audit-log.service.js';
import { AdminGuard } from './admin.guard.js';
import { AdminAuditEntry } from './domain/admin-audit-entry.js';

/** The admin area's Reconciliation page: the latest runs, the breaks not resolved, and "Run reconciliation now". */
@Controller('admin/reconciliation')
@UseGuards(AdminGuard)
export class AdminReconciliationController {
  constructor(
    private readonly em: EntityManager,
    private readonly reconciliation: Reconciliation,
    private readonly breaks: ReconciliationBreaks,
    private readonly audit: AdminAuditLog,
  ) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: "The latest reconciliation runs and every break with the providers' records not resolved by itself",
    responses: { 200: { description: 'Runs newest first (at most 20); breaks oldest first (open, escalated, explained, corrected).', schema: reconciliationOverviewResponse } },
  })
  @Get()
  async overview() {
    const now = new Date();
    const [runs, breaks] = await Promise.all([this.reconciliation.latestRuns(20), this.breaks.unresolved(this.em.fork())]);
    return { runs: runs.map(reconciliationRunView), breaks: breaks.map((b) => reconciliationBreakView(b, now)) };
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'finance',
    summary: "Reconcile the books with Stripe's records now; audited",
    responses: { 201: { description: 'The run, finished: what it read, matched, found and closed.', schema: reconciliationRunResponse } },
    errors: { 503: 'Stripe could not be reached: the run is recorded as failed; try again.' },
  })
  @Post('runs')
  @HttpCode(201)
  async runNow(@Req() req: Request) {
    const run = await this.reconciliation.run('manual');
    await this.audit.recordAlone(
      AdminAuditEntry.reconciliationRun({ run: run.id, matched: run.matched, breaksFound: run.breaksFound, breaksClosed: run.breaksClosed }, requestAddress(req), new Date()),
    );
    return reconciliationRunView(run);
  }
}
