import { Injectable } from '@nestjs/common';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import { LedgerInvariants } from './ledger-invariants.js';

/**
 * Recurring (`LEDGER_CHECK_EVERY_MS`): checks the books' invariants on the transfers touched
 * since the last check, and the balances whole. Broken books are logged as an error and kept
 * in `ledger_checks`; the job itself succeeds (running it again would find the same).
 */
@Injectable()
@ProcessesJob('ledger.check-invariants')
export class CheckLedgerInvariantsProcessor implements JobProcessor<'ledger.check-invariants'> {
  constructor(private readonly invariants: LedgerInvariants) {}

  async process(): Promise<void> {
    await this.invariants.check('recent');
  }
}
