import { Module } from '@nestjs/common';
import { FxCosts } from './fx-costs.service.js';

/** What the local currencies cost us (api and worker). */
@Module({
  providers: [FxCosts],
  exports: [FxCosts],
})
export class FxCostsModule {}
