import { Body, Controller, Get, Param, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { AdminUserNotFoundError } from './domain/admin.errors.js';
import { AdminAuditLog } from './admin-audit-log.service.js';
import { AdminRates } from './admin-rates.service.js';
import { requestAddress } from '../shared/http/request-address.js';
import { AdminStatistics } from './admin-stats.service.js';
import { AdminTransactions } from './admin-transactions.service.js';
import { AdminUsers } from './admin-users.service.js';
import { AdminGuard } from './admin.guard.js';
import {
  auditQuery,
  rateHistoryQuery,
  transactionsQuery,
  userStatusRequest,
  usersQuery,
  type TransactionsQuery,
  type UsersQuery,
} from './admin.requests.js';
import { SystemHealth } from './system-health.service.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import {
  adminStatsResponse,
  adminTransactionsPageResponse,
  adminUsersPageResponse,
  auditPageResponse,
  rateCostsResponse,
  rateHistoryPageResponse,
  systemHealthResponse,
  userStatusChangedResponse,
} from './admin.responses.js';

/** The admin dashboard's reads and user actions; every call needs an admin session. */
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminController {
  constructor(
    private readonly statistics: AdminStatistics,
    private readonly users: AdminUsers,
    private readonly transactions: AdminTransactions,
    private readonly health: SystemHealth,
    private readonly audit: AdminAuditLog,
    private readonly rates: AdminRates,
  ) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: 'Dashboard statistics',
    responses: { 200: { description: 'Users, transfers, volume and success rate.', schema: adminStatsResponse } },
  })
  @Get('stats')
  stats() {
    return this.statistics.compute();
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: 'Users, keyset-paged, with search and status filter',
    query: usersQuery,
    responses: { 200: { description: 'A page of users.', schema: adminUsersPageResponse } },
  })
  @Get('users')
  listUsers(@Query(new ZodValidationPipe(usersQuery)) query: UsersQuery) {
    return this.users.list(query);
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'support',
    summary: 'Suspend (ending every session) or activate a user; audited',
    params: z.object({ userId: z.string() }),
    body: userStatusRequest,
    responses: { 200: { description: 'The user after the change.', schema: userStatusChangedResponse } },
    errors: { 404: 'No such user.' },
  })
  @Put('users/:userId/status')
  setUserStatus(
    @Req() req: Request,
    @Param('userId') userId: string,
    @Body(new ZodValidationPipe(userStatusRequest)) body: z.output<typeof userStatusRequest>,
  ) {
    // Unknown and malformed ids answer alike.
    if (!/^\d{1,9}$/.test(userId)) throw new AdminUserNotFoundError();
    return this.users.setStatus(Number(userId), body.action, requestAddress(req));
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: "Every sender's transfers, keyset-paged, with filters and search",
    query: transactionsQuery,
    responses: { 200: { description: 'A page of transfers.', schema: adminTransactionsPageResponse } },
  })
  @Get('transactions')
  listTransactions(@Query(new ZodValidationPipe(transactionsQuery)) query: TransactionsQuery) {
    return this.transactions.list(query);
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: "Each component's health, checked now",
    responses: { 200: { description: 'Database, Redis, queues and providers.', schema: systemHealthResponse } },
  })
  @Get('health')
  systemHealth() {
    return this.health.check();
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: 'The admin audit log, newest first; `operator` (an email) keeps one operator’s entries',
    query: auditQuery,
    responses: { 200: { description: 'A page of audit entries.', schema: auditPageResponse } },
  })
  @Get('audit')
  auditLog(@Query(new ZodValidationPipe(auditQuery)) query: z.output<typeof auditQuery>) {
    return this.audit.list(query.limit, query.before, query.operator);
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: 'What each currency costs us now, and the rates an update may set around it',
    responses: { 200: { description: 'Per country: the latest cost observed and the band around it.', schema: rateCostsResponse } },
  })
  @Get('rates/costs')
  rateCosts() {
    return this.rates.costs();
  }

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'read',
    summary: 'Exchange-rate changes, newest first',
    query: rateHistoryQuery,
    responses: { 200: { description: 'A page of rate changes.', schema: rateHistoryPageResponse } },
  })
  @Get('rates/history')
  rateHistory(@Query(new ZodValidationPipe(rateHistoryQuery)) query: z.output<typeof rateHistoryQuery>) {
    return this.rates.history(query);
  }
}
