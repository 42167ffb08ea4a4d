import { Module } from '@nestjs/common';
import { UserDirectoryModule } from '../identity/user-directory.module.js';
import { RatesService } from '../rates/rates.service.js';
import { CheckRateAlertsProcessor } from './check-rate-alerts.processor.js';
import { RateAlertFiring } from './rate-alert-firing.service.js';

/** Worker side of rate alerts: firing them when a rate changes (RatesService without the rates controller). */
@Module({
  imports: [UserDirectoryModule],
  providers: [RatesService, RateAlertFiring, CheckRateAlertsProcessor],
})
export class RateAlertsWorkerModule {}
