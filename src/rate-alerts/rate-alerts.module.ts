import { Module } from '@nestjs/common';
import { RatesModule } from '../rates/rates.module.js';
import { RateAlertsController } from './rate-alerts.controller.js';
import { RateAlertsService } from './rate-alerts.service.js';

/** Api side: the sender's rate alerts. */
@Module({
  imports: [RatesModule],
  controllers: [RateAlertsController],
  providers: [RateAlertsService],
})
export class RateAlertsModule {}
