import { Injectable } from '@nestjs/common';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import { ScreeningRetry } from './screening-retry.service.js';

/** After each SDN list load: the transfers held while no list was loaded are screened again. */
@Injectable()
@ProcessesJob('transfers.screen-held-again')
export class ScreenHeldAgainProcessor implements JobProcessor<'transfers.screen-held-again'> {
  constructor(private readonly retry: ScreeningRetry) {}

  async process(): Promise<void> {
    await this.retry.screenHeldAgain();
  }
}
