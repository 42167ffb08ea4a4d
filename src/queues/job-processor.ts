import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';
import type { JobName, JobPayloads } from './job-catalog.js';

/** Marks a provider as the processor of one job of the catalog. */
export const ProcessesJob = DiscoveryService.createDecorator<JobName>();

/**
 * A job processor. It must be safe to run more than once for the same job (delivery is
 * at-least-once); it throws to have the job retried with backoff and throws
 * `UnrecoverableError` for a rejection that no retry can fix. It never swallows errors.
 */
export interface JobProcessor<N extends JobName> {
  process(payload: JobPayloads[N], job: Job<JobPayloads[N]>): Promise<void>;
}
