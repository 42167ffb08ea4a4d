import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { OperatorQueueGauges } from './operator-queue-gauges.js';

/** Gauges the api computes on scrape: the operator's queue, which only the api serves. */
@Module({ imports: [AdminModule], providers: [OperatorQueueGauges] })
export class ApiGaugesModule {}
