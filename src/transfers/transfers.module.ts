import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { RatesModule } from '../rates/rates.module.js';
import { RecipientsModule } from '../recipients/recipients.module.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { TransactionsController } from './transactions.controller.js';
import { TransferHistory } from './transfer-history.service.js';
import { TransferPricing } from './transfer-pricing.service.js';
import { TransferStore } from './transfer.store.js';

/** Api side: pricing, checkout and history. */
@Module({
  imports: [PaymentsModule, RatesModule, RecipientsModule],
  controllers: [CheckoutController, TransactionsController],
  providers: [CheckoutService, TransferPricing, TransferStore, TransferHistory],
})
export class TransfersModule {}
