import { Module } from '@nestjs/common';
import { ScreeningModule } from '../../screening/screening.module.js';
import { ComplianceCaseStore } from '../cases/compliance-case.store.js';
import { MonitoredTransfers } from './monitored-transfers.query.js';
import { ScanTransfersProcessor } from './scan-transfers.processor.js';
import { TransactionMonitoring } from './transaction-monitoring.service.js';

/** Transaction monitoring, for the payout path (api and worker): the rules and the cases they open. */
@Module({
  imports: [ScreeningModule],
  providers: [TransactionMonitoring, MonitoredTransfers, ComplianceCaseStore],
  exports: [TransactionMonitoring, ComplianceCaseStore],
})
export class TransactionMonitoringModule {}

/** Worker side: the scheduled run of the rules. */
@Module({
  imports: [TransactionMonitoringModule],
  providers: [ScanTransfersProcessor],
})
export class TransactionMonitoringWorkerModule {}
