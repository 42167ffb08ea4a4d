import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { FloatModule } from '../float/float.module.js';
import { ReconciliationModule } from '../reconciliation/reconciliation.module.js';
import { FinanceController } from './finance.controller.js';
import { FinanceOverview } from './finance-overview.service.js';
import { FinanceReports } from './finance-reports.service.js';
import { PARTNER_FLOAT_REPORTS, RECONCILIATION_BREAKS } from './finance-seams.js';
import { FloatContextReports } from './partner-float-reports.adapter.js';
import { ReconciliationContextBreaks } from './reconciliation-breaks.adapter.js';

/**
 * The finance views over the books (issue #24): trial balance, revenue by corridor and day,
 * float per partner, open breaks, and their CSV exports, in the admin area. Float and breaks
 * come from the partner float and reconciliation contexts through the ports of
 * `finance-seams.ts`.
 */
@Module({
  imports: [AdminModule, FloatModule, ReconciliationModule],
  controllers: [FinanceController],
  providers: [
    FinanceReports,
    FinanceOverview,
    { provide: PARTNER_FLOAT_REPORTS, useClass: FloatContextReports },
    { provide: RECONCILIATION_BREAKS, useClass: ReconciliationContextBreaks },
  ],
})
export class FinanceModule {}
