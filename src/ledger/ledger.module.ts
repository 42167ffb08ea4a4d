import { Global, Module } from '@nestjs/common';
import { LedgerInvariants } from './ledger-invariants.js';
import { LedgerPostings } from './ledger-postings.service.js';
import { LEDGER } from './ledger.port.js';
import { PostgresLedger } from './postgres-ledger.adapter.js';

/**
 * The books, for every module that saves transfers (`TransferStore` posts through
 * `LedgerPostings` in the api's transfers and admin modules and in the worker): global, and
 * imported once by the api's and the worker's root modules.
 */
@Global()
@Module({
  providers: [{ provide: LEDGER, useClass: PostgresLedger }, LedgerPostings, LedgerInvariants],
  exports: [LEDGER, LedgerPostings, LedgerInvariants],
})
export class LedgerModule {}
