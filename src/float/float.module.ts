import { Module } from '@nestjs/common';
import { PaymentAdaptersModule } from '../payments/payments.module.js';
import { FxCostsModule } from '../rates/fx-costs.module.js';
import { FloatGate } from './float-gate.service.js';
import { FloatTopUps } from './float-top-ups.service.js';
import { OpeningFloat } from './opening-float.js';
import { PartnerBalanceSnapshots } from './partner-balance-snapshots.service.js';
import { PartnerFloat } from './partner-float.service.js';

/** Partner float (api and worker): the floats' figures, the dispatch gate, top-ups and the partners' balances. */
@Module({
  imports: [PaymentAdaptersModule, FxCostsModule],
  providers: [PartnerFloat, FloatGate, FloatTopUps, PartnerBalanceSnapshots, OpeningFloat],
  exports: [PartnerFloat, FloatGate, FloatTopUps, PartnerBalanceSnapshots],
})
export class FloatModule {}
