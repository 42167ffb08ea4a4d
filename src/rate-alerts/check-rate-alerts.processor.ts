import { Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import type { JobPayloads } from '../queues/job-catalog.js';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import { COUNTRIES } from '../shared/domain/country.js';
import { Rate } from '../shared/domain/rate.js';
import { RateAlertFiring } from './rate-alert-firing.service.js';

/** After an operator's rate change: tells the senders whose alert the new rate reached, once each. */
@Injectable()
@ProcessesJob('rates.check-alerts')
export class CheckRateAlertsProcessor implements JobProcessor<'rates.check-alerts'> {
  constructor(private readonly firing: RateAlertFiring) {}

  async process({ country, rate }: JobPayloads['rates.check-alerts']): Promise<void> {
    if (!COUNTRIES.includes(country)) throw new UnrecoverableError(`Unknown country ${String(country)}`);
    await this.firing.fire(country, Rate.parse(rate));
  }
}
