import { Module } from '@nestjs/common';
import { FloatModule } from '../float/float.module.js';
import { PaymentAdaptersModule } from '../payments/payments.module.js';
import { FloatRecordsReader } from './float-records.reader.js';
import { ReconciliationBreaks } from './reconciliation-breaks.service.js';
import { Reconciliation } from './reconciliation.service.js';
import { StripeRecordsReader } from './stripe-records.reader.js';
import { PartnerRecordsReader } from './partner-records.reader.js';

/**
 * Reconciliation of the books with the providers' own records: runs (on demand in the api,
 * daily in the worker through `ReconciliationWorkerModule`) and the breaks they find, decided
 * by operators from the admin area.
 */
@Module({
  imports: [PaymentAdaptersModule, FloatModule],
  providers: [Reconciliation, ReconciliationBreaks, StripeRecordsReader, PartnerRecordsReader, FloatRecordsReader],
  exports: [Reconciliation, ReconciliationBreaks],
})
export class ReconciliationModule {}
