import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobWorkers } from './job-workers.service.js';

@Module({ imports: [DiscoveryModule], providers: [JobWorkers] })
export class WorkersModule {}
