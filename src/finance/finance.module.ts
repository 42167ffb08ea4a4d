import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { FinanceController } from './finance.controller.js';
import { FinanceOverview } from './finance-overview.service.js';
import { FinanceReports } from './finance-reports.service.js';
import { NoPartnerFloatReports, NoReconciliationBreaks, PARTNER_FLOAT_REPORTS, RECONCILIATION_BREAKS } from './finance-seams.js';

/**
 * The finance views over the books (issue #24): trial balance, revenue by corridor and day,
 * float per partner, open breaks, and their CSV exports, in the admin area. The two seams are
 * bound to stand-ins until the partner float and reconciliation contexts provide them.
 */
@Module({
  imports: [AdminModule],
  controllers: [FinanceController],
  providers: [
    FinanceReports,
    FinanceOverview,
    { provide: PARTNER_FLOAT_REPORTS, useClass: NoPartnerFloatReports },
    { provide: RECONCILIATION_BREAKS, useClass: NoReconciliationBreaks },
  ],
})
export class FinanceModule {}
