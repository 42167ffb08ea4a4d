import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { TracingModule } from './tracing/tracing.module.js';
import { WorkerGaugesModule } from './metrics/worker-gauges.module.js';
import { DatabaseModule } from './database/database.module.js';
import { NotificationDeliveryModule } from './notifications/notification-delivery.module.js';
import { OutboxRelayModule } from './outbox/outbox-relay.module.js';
import { QueuesModule } from './queues/queues.module.js';
import { WorkersModule } from './queues/workers.module.js';
import { CryptoModule } from './shared/crypto/crypto.module.js';
import { TransfersWorkerModule } from './transfers/transfers-worker.module.js';
import { PaymentMethodsWorkerModule } from './payment-methods/payment-methods.module.js';
import { IdentityWorkerModule } from './identity/identity-worker.module.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { RateAlertsWorkerModule } from './rate-alerts/rate-alerts-worker.module.js';
import { ScreeningWorkerModule } from './screening/screening-worker.module.js';
import { LedgerModule } from './ledger/ledger.module.js';
import { LedgerWorkerModule } from './ledger/ledger-worker.module.js';
import { FloatWorkerModule } from './float/float-worker.module.js';
import { ReconciliationWorkerModule } from './reconciliation/reconciliation-worker.module.js';
import { ComplianceWorkerModule } from './compliance/compliance.module.js';
import { TransactionMonitoringWorkerModule } from './compliance/monitoring/transaction-monitoring.module.js';

/** The worker process: BullMQ processors, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        MetricsModule.forRoot('worker'),
        DatabaseModule,
        QueuesModule.forRoot('worker'),
        CryptoModule,
        WorkersModule,
        OutboxRelayModule,
        NotificationDeliveryModule,
        OutboxModule,
        LedgerModule,
        LedgerWorkerModule,
        FloatWorkerModule,
        ReconciliationWorkerModule,
        TransfersWorkerModule,
        PaymentMethodsWorkerModule,
        IdentityWorkerModule,
        RateAlertsWorkerModule,
        ScreeningWorkerModule,
        ComplianceWorkerModule,
        TransactionMonitoringWorkerModule,
        WorkerGaugesModule,
        TracingModule,
      ],
    };
  }
}
