import { Module } from '@nestjs/common';
import { FxCosts } from './fx-costs.service.js';
import { RateBandPolicy } from './rate-band.policy.js';

/** What the local currencies cost us (api and worker), and the band it holds operator rates to. */
@Module({
  providers: [FxCosts, RateBandPolicy],
  exports: [FxCosts, RateBandPolicy],
})
export class FxCostsModule {}
