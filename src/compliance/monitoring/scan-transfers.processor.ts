import { Injectable } from '@nestjs/common';
import { ProcessesJob, type JobProcessor } from '../../queues/job-processor.js';
import { TransactionMonitoring } from './transaction-monitoring.service.js';

/** The recurring run of the monitoring rules over the last day's paid transfers. */
@Injectable()
@ProcessesJob('compliance.scan-transfers')
export class ScanTransfersProcessor implements JobProcessor<'compliance.scan-transfers'> {
  constructor(private readonly monitoring: TransactionMonitoring) {}

  async process(): Promise<void> {
    await this.monitoring.scan();
  }
}
