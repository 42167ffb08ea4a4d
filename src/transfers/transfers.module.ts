import { IdentityModule } from '../identity/identity.module.js';
import { Module } from '@nestjs/common';
import { PaymentMethodsModule } from '../payment-methods/payment-methods.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { RatesModule } from '../rates/rates.module.js';
import { RecipientsModule } from '../recipients/recipients.module.js';
import { ScreeningModule } from '../screening/screening.module.js';
import { BankCheckoutController } from './bank-checkout.controller.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { PaymentAttempts } from './payment-attempts.service.js';
import { TransactionsController } from './transactions.controller.js';
import { TransferHistory } from './transfer-history.service.js';
import { TransferPricing } from './transfer-pricing.service.js';
import { TransferStore } from './transfer.store.js';
import { SendingLimits } from './sending-limits.service.js';
import { TransferCancellation } from './transfer-cancellation.service.js';
import { SendingLimitsController } from './sending-limits.controller.js';
import { PayoutService } from './payouts.service.js';
import { FxCostsModule } from '../rates/fx-costs.module.js';
import { FloatModule } from '../float/float.module.js';
import { UserDirectoryModule } from '../identity/user-directory.module.js';
import { SenderTiersModule } from '../compliance/sender-tiers.module.js';
import { TransactionMonitoringModule } from '../compliance/monitoring/transaction-monitoring.module.js';
import { TransferRecordsModule } from '../compliance/records/transfer-records.module.js';

/** Api side: pricing, checkout and history. */
@Module({
  imports: [PaymentsModule, IdentityModule, PaymentMethodsModule, RatesModule, RecipientsModule, ScreeningModule, UserDirectoryModule, FxCostsModule, FloatModule, TransactionMonitoringModule, TransferRecordsModule, SenderTiersModule],
  controllers: [CheckoutController, BankCheckoutController, TransactionsController, SendingLimitsController],
  providers: [CheckoutService, PaymentAttempts, TransferPricing, TransferStore, TransferHistory, SendingLimits, TransferCancellation, PayoutService],
})
export class TransfersModule {}
