import { Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import { SanctionsListLoader, isUnusableList } from './sanctions-list-loader.service.js';

/**
 * Recurring (`SDN_REFRESH_EVERY_MS`): loads the SDN list again. A source that cannot be
 * reached is retried with backoff; a file that is not a usable list is not (the next
 * scheduled run reads it again). Either way the list in use stays.
 */
@Injectable()
@ProcessesJob('screening.load-sdn-list')
export class LoadSdnListProcessor implements JobProcessor<'screening.load-sdn-list'> {
  constructor(private readonly loader: SanctionsListLoader) {}

  async process(): Promise<void> {
    try {
      await this.loader.load();
    } catch (error) {
      if (isUnusableList(error)) throw new UnrecoverableError((error as Error).message);
      throw error;
    }
  }
}
