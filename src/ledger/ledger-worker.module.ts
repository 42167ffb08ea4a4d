import { Module } from '@nestjs/common';
import { CheckLedgerInvariantsProcessor } from './check-ledger-invariants.processor.js';

/** Worker side of the books: the recurring invariant checks. */
@Module({ providers: [CheckLedgerInvariantsProcessor] })
export class LedgerWorkerModule {}
