import { Injectable } from '@nestjs/common';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import { PartnerBalanceSnapshots } from './partner-balance-snapshots.service.js';

/** Recurring (`FLOAT_BALANCE_CHECK_EVERY_MS`): reads every partner's balance; top-ups a balance shows are confirmed and their rail resumed. */
@Injectable()
@ProcessesJob('float.check-partner-balances')
export class CheckPartnerBalancesProcessor implements JobProcessor<'float.check-partner-balances'> {
  constructor(private readonly snapshots: PartnerBalanceSnapshots) {}

  async process(): Promise<void> {
    await this.snapshots.checkAll();
  }
}
