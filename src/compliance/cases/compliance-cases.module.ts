import { Module } from '@nestjs/common';
import { AdminModule } from '../../admin/admin.module.js';
import { TransferStore } from '../../transfers/transfer.store.js';
import { TransactionMonitoringModule } from '../monitoring/transaction-monitoring.module.js';
import { ComplianceCasesController } from './compliance-cases.controller.js';
import { ComplianceCases } from './compliance-cases.service.js';

/** The compliance operator's cases in the admin area (issue #26). */
@Module({
  imports: [AdminModule, TransactionMonitoringModule],
  controllers: [ComplianceCasesController],
  providers: [ComplianceCases, TransferStore],
})
export class ComplianceCasesModule {}
