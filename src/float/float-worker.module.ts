import { Module } from '@nestjs/common';
import { CheckPartnerBalancesProcessor } from './check-partner-balances.processor.js';
import { FloatModule } from './float.module.js';

/** Worker side of partner float: the recurring balance check. */
@Module({ imports: [FloatModule], providers: [CheckPartnerBalancesProcessor] })
export class FloatWorkerModule {}
