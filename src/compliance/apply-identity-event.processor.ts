import { Injectable } from '@nestjs/common';
import type { JobPayloads } from '../queues/job-catalog.js';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import { IdentityEvents } from './identity-events.service.js';

@Injectable()
@ProcessesJob('compliance.apply-identity-event')
export class ApplyIdentityEventProcessor implements JobProcessor<'compliance.apply-identity-event'> {
  constructor(private readonly events: IdentityEvents) {}

  async process({ eventId }: JobPayloads['compliance.apply-identity-event']): Promise<void> {
    await this.events.apply(eventId);
  }
}
