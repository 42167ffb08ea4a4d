import { Body, Controller, Get, Param, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
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

  @Get('stats')
  stats() {
    return this.statistics.compute();
  }

  @Get('users')
  listUsers(@Query(new ZodValidationPipe(usersQuery)) query: UsersQuery) {
    return this.users.list(query);
  }

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

  @Get('transactions')
  listTransactions(@Query(new ZodValidationPipe(transactionsQuery)) query: TransactionsQuery) {
    return this.transactions.list(query);
  }

  @Get('health')
  systemHealth() {
    return this.health.check();
  }

  @Get('audit')
  auditLog(@Query(new ZodValidationPipe(auditQuery)) query: z.output<typeof auditQuery>) {
    return this.audit.list(query.limit, query.before);
  }

  @Get('rates/history')
  rateHistory(@Query(new ZodValidationPipe(rateHistoryQuery)) query: z.output<typeof rateHistoryQuery>) {
    return this.rates.history(query);
  }
}
