import { Module } from '@nestjs/common';
import { FloatModule } from '../float/float.module.js';
import { BooksGauges } from './books-gauges.js';
import { FloatGauges } from './float-gauges.js';
import { QueueGauges } from './queue-gauges.js';
import { WorkerMetricsServer } from './worker-metrics-server.js';

/** The worker's metrics listener and the gauges it computes on scrape: queues, outbox, settlement, payouts in flight, refunds, disputes, float, breaks. */
@Module({ imports: [FloatModule], providers: [WorkerMetricsServer, QueueGauges, BooksGauges, FloatGauges], exports: [WorkerMetricsServer] })
export class WorkerGaugesModule {}
