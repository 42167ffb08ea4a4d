import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobHandlers } from './job-handlers.service.js';
import { JobWorkers } from './job-workers.service.js';
import { QUEUE_PROCESSORS } from './queue.processor.js';

/** The worker process's side of the queues: a processor per queue, started by JobWorkers. */
@Module({ imports: [DiscoveryModule], providers: [JobHandlers, ...QUEUE_PROCESSORS, JobWorkers] })
export class WorkersModule {}
