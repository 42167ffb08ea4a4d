import { Module } from '@nestjs/common';
import { UserDirectoryModule } from '../identity/user-directory.module.js';
import { ExhaustedDeliveries } from '../notifications/exhausted-deliveries.service.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PaymentAdaptersModule } from '../payments/payments.module.js';
import { ConfirmPayoutProcessor } from './confirm-payout.processor.js';
import { DispatchPayoutProcessor } from './dispatch-payout.processor.js';
import { NotifyRecipientProcessor } from './notify-recipient.processor.js';
import { NotifySenderProcessor } from './notify-sender.processor.js';
import { PayoutCallbackProcessor } from './payout-callback.processor.js';
import { ReconcileTransfersProcessor } from './reconcile-transfers.processor.js';
import { RefundPaymentProcessor } from './refund-payment.processor.js';
import { SettlePaymentEventProcessor } from './settle-payment-event.processor.js';
import { CancelPaymentProcessor } from './cancel-payment.processor.js';
import { PayoutService } from './payouts.service.js';
import { FxCostsModule } from '../rates/fx-costs.module.js';
import { FloatModule } from '../float/float.module.js';
import { RefundService } from './refunds.service.js';
import { SettlementService } from './settlement.service.js';
import { TransferReconciliation } from './transfer-reconciliation.service.js';
import { TransferStore } from './transfer.store.js';
import { ScreeningModule } from '../screening/screening.module.js';
import { ScreeningRetry } from './screening-retry.service.js';
import { ScreenHeldAgainProcessor } from './screen-held-again.processor.js';
import { TransactionMonitoringModule } from '../compliance/monitoring/transaction-monitoring.module.js';

/** Worker side: settlement, payouts (and their partners' callbacks) and refunds, the sender's and recipient's notifications, chasing transfers left waiting, and screening again those held for want of a sanctions list. */
@Module({
  imports: [PaymentAdaptersModule, NotificationsModule, UserDirectoryModule, FxCostsModule, FloatModule, ScreeningModule, TransactionMonitoringModule],
  providers: [
    SettlementService,
    PayoutService,
    RefundService,
    CancelPaymentProcessor,
    TransferStore,
    SettlePaymentEventProcessor,
    DispatchPayoutProcessor,
    ConfirmPayoutProcessor,
    RefundPaymentProcessor,
    NotifySenderProcessor,
    NotifyRecipientProcessor,
    PayoutCallbackProcessor,
    TransferReconciliation,
    ReconcileTransfersProcessor,
    ExhaustedDeliveries,
    ScreeningRetry,
    ScreenHeldAgainProcessor,
  ],
})
export class TransfersWorkerModule {}
