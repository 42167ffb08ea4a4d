import { Module } from '@nestjs/common';
import { AdminAuditLog } from '../admin/admin-audit-log.service.js';
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
  // AdminAuditLog: the top-ups' entries name the operator acting (it holds no state of its own).
  providers: [PartnerFloat, FloatGate, FloatTopUps, PartnerBalanceSnapshots, OpeningFloat, AdminAuditLog],
  exports: [PartnerFloat, FloatGate, FloatTopUps, PartnerBalanceSnapshots],
})
export class FloatModule {}
