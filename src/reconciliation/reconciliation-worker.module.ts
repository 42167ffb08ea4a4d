import { Module } from '@nestjs/common';
import { ReconciliationModule } from './reconciliation.module.js';
import { RunReconciliationProcessor } from './run-reconciliation.processor.js';

/** Worker side of reconciliation: the daily run. */
@Module({ imports: [ReconciliationModule], providers: [RunReconciliationProcessor] })
export class ReconciliationWorkerModule {}
