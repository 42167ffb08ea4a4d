import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import { IdentityEvents } from './identity-events.service.js';

/** Recurring: identity events whose job was lost, and checks processing past the reconciliation interval. */
@Injectable()
@ProcessesJob('compliance.reconcile-identity-checks')
export class ReconcileIdentityChecksProcessor implements JobProcessor<'compliance.reconcile-identity-checks'> {
  constructor(
    private readonly events: IdentityEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process(): Promise<void> {
    await this.events.reconcile(new Date(), this.config.RECONCILE_AFTER_MS);
  }
}
