import { Injectable } from '@nestjs/common';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import { UnverifiedRegistrations } from './unverified-registrations.service.js';

/** Recurring: removes registrations nobody verified within a week. */
@Injectable()
@ProcessesJob('identity.expire-unverified')
export class ExpireUnverifiedRegistrationsProcessor implements JobProcessor<'identity.expire-unverified'> {
  constructor(private readonly registrations: UnverifiedRegistrations) {}

  async process(): Promise<void> {
    await this.registrations.expire(new Date());
  }
}
