import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AdminAuditLog } from '../admin/admin-audit-log.service.js';
import { AdminGuard } from '../admin/admin.guard.js';
import { AdminAuditEntry } from '../admin/domain/admin-audit-entry.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { requestAddress } from '../shared/http/request-address.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { JOURNAL_HEADER, journalRecord, REVENUE_HEADER, revenueRecords, TRIAL_BALANCE_HEADER, trialBalanceRecords } from './domain/finance-csv.js';
import { revenueReportView } from './domain/revenue-report.js';
import { trialBalanceView } from './domain/trial-balance.js';
import { sendCsv } from './csv-download.js';
import { endOfDay } from './finance-period.js';
import { FinanceReports } from './finance-reports.service.js';
import { FinanceOverview } from './finance-overview.service.js';
import { dayRangeFields, dayRangeQuery, trialBalanceQuery, type DayRangeQuery, type TrialBalanceQuery } from './finance.requests.js';
import { csvResponse, openBreaksResponse, partnerFloatsResponse, revenueResponse, trialBalanceResponse } from './finance.responses.js';

const CSV_ERRORS = { 400: 'The date or range is invalid (`VALIDATION_FAILED`, with the field at fault).' };

/** The finance views of the books (issue #24): reads and CSV exports for an operator; exports are audited. */
@Controller('admin/finance')
@UseGuards(AdminGuard)
export class FinanceController {
  constructor(
    private readonly reports: FinanceReports,
    private readonly overview: FinanceOverview,
    private readonly audit: AdminAuditLog,
  ) {}

  @ApiOperation({
    tag: 'Finance',
    access: 'admin',
    allows: 'read',
    summary: 'Trial balance: every account of every ledger, as of a day',
    query: trialBalanceQuery,
    responses: { 200: { description: "Each ledger's accounts with posted and pending sums, its totals, and whether it sums to zero.", schema: trialBalanceResponse } },
  })
  @Get('trial-balance')
  async trialBalance(@Query(new ZodValidationPipe(trialBalanceQuery)) query: TrialBalanceQuery) {
    const asOf = query.asOf ? endOfDay(query.asOf) : new Date();
    return { asOf: asOf.toISOString(), ledgers: trialBalanceView(await this.reports.trialBalance(asOf)) };
  }

  @ApiOperation({
    tag: 'Finance',
    access: 'admin',
    allows: 'read',
    summary: 'Revenue by corridor and day: fees and FX spread, minus processor and partner fees, dispute and payout losses',
    query: dayRangeFields,
    responses: { 200: { description: 'One row per destination and day (UTC) with its net, and the totals; USD.', schema: revenueResponse } },
  })
  @Get('revenue')
  async revenue(@Query(new ZodValidationPipe(dayRangeQuery)) query: DayRangeQuery) {
    return revenueReportView(await this.reports.revenue(query.from, query.to));
  }

  @ApiOperation({
    tag: 'Finance',
    access: 'admin',
    allows: 'read',
    summary: 'Float per partner: what the books say is prefunded at each payout partner',
    responses: { 200: { description: "Each partner float account with its pending payouts and top-ups, the partner's own figure, days left and whether its rail is paused.", schema: partnerFloatsResponse } },
  })
  @Get('float')
  float() {
    return this.overview.partnerFloats();
  }

  @ApiOperation({
    tag: 'Finance',
    access: 'admin',
    allows: 'read',
    summary: 'Open reconciliation breaks: how many, and the oldest',
    responses: { 200: { description: 'How many breaks wait for an operator, and the one waiting longest.', schema: openBreaksResponse } },
  })
  @Get('breaks')
  breaks() {
    return this.overview.openBreaks();
  }

  @ApiOperation({
    tag: 'Finance',
    access: 'admin',
    allows: 'finance',
    summary: 'Trial balance as CSV; audited',
    query: trialBalanceQuery,
    responses: { 200: { description: 'trial-balance-as-of-{day}.csv: every account, then a Total line per ledger.', schema: csvResponse, mediaType: 'text/csv' } },
    errors: CSV_ERRORS,
  })
  @Get('exports/trial-balance')
  async trialBalanceCsv(@Req() req: Request, @Res() res: Response, @Query(new ZodValidationPipe(trialBalanceQuery)) query: TrialBalanceQuery) {
    const asOf = query.asOf ? endOfDay(query.asOf) : new Date();
    const label = query.asOf ?? asOf.toISOString().slice(0, 10);
    await this.audited(req, 'trial-balance', { asOf: asOf.toISOString() });
    const ledgers = await this.reports.trialBalance(asOf);
    await sendCsv(res, `trial-balance-as-of-${label}.csv`, TRIAL_BALANCE_HEADER, trialBalanceRecords(asOf.toISOString(), ledgers));
  }

  @ApiOperation({
    tag: 'Finance',
    access: 'admin',
    allows: 'finance',
    summary: 'Revenue by corridor and day as CSV; audited',
    query: dayRangeFields,
    responses: { 200: { description: 'revenue-{from}-to-{to}.csv: one line per destination and day, then a Total line; USD.', schema: csvResponse, mediaType: 'text/csv' } },
    errors: CSV_ERRORS,
  })
  @Get('exports/revenue')
  async revenueCsv(@Req() req: Request, @Res() res: Response, @Query(new ZodValidationPipe(dayRangeQuery)) query: DayRangeQuery) {
    await this.audited(req, 'revenue', query);
    const report = await this.reports.revenue(query.from, query.to);
    await sendCsv(res, `revenue-${query.from}-to-${query.to}.csv`, REVENUE_HEADER, revenueRecords(report));
  }

  @ApiOperation({
    tag: 'Finance',
    access: 'admin',
    allows: 'finance',
    summary: 'The journal: every ledger transfer booked in a range, as CSV, streamed; audited',
    query: dayRangeFields,
    responses: { 200: { description: 'journal-{from}-to-{to}.csv: one line per ledger transfer, oldest first, amounts as decimals in their ledger\'s currency.', schema: csvResponse, mediaType: 'text/csv' } },
    errors: CSV_ERRORS,
  })
  @Get('exports/journal')
  async journalCsv(@Req() req: Request, @Res() res: Response, @Query(new ZodValidationPipe(dayRangeQuery)) query: DayRangeQuery) {
    await this.audited(req, 'journal', query);
    const entries = this.reports.journal(query.from, query.to);
    await sendCsv(res, `journal-${query.from}-to-${query.to}.csv`, JOURNAL_HEADER, mapAsync(entries, journalRecord));
  }

  private audited(req: Request, view: string, range: Record<string, string>): Promise<void> {
    return this.audit.recordAlone(AdminAuditEntry.financeExported(view, range, requestAddress(req), new Date()));
  }
}

async function* mapAsync<T, U>(items: AsyncIterable<T>, map: (item: T) => U): AsyncGenerator<U> {
  for await (const item of items) yield map(item);
}
