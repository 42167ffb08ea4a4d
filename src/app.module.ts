import { Module, type DynamicModule } from '@nestjs/common';
import { AdminModule } from './admin/admin.module.js';
import { QueueDashboardModule } from './admin/queue-dashboard.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { TracingModule } from './tracing/tracing.module.js';
import { ApiGaugesModule } from './metrics/api-gauges.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { PaymentMethodsModule } from './payment-methods/payment-methods.module.js';
import { QueuesModule } from './queues/queues.module.js';
import { RatesModule } from './rates/rates.module.js';
import { RateAlertsModule } from './rate-alerts/rate-alerts.module.js';
import { RecipientsModule } from './recipients/recipients.module.js';
import { RedisModule } from './redis/redis.module.js';
import { TransfersModule } from './transfers/transfers.module.js';
import { CryptoModule } from './shared/crypto/crypto.module.js';
import { LedgerModule } from './ledger/ledger.module.js';
import { FloatAdminModule } from './float/float-admin.module.js';
import { FinanceModule } from './finance/finance.module.js';
import { ComplianceModule } from './compliance/compliance.module.js';
import { ComplianceCasesModule } from './compliance/cases/compliance-cases.module.js';

/** The api process: HTTP controllers over the contexts. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        MetricsModule.forRoot('api'),
        DatabaseModule,
        RedisModule,
        QueuesModule.forRoot('producer'),
        CryptoModule,
        OutboxModule,
        LedgerModule,
        HealthModule,
        IdentityModule,
        RatesModule,
        RateAlertsModule,
        RecipientsModule,
        NotificationsModule,
        TransfersModule,
        AdminModule,
        FloatAdminModule,
        FinanceModule,
        ComplianceModule,
        ComplianceCasesModule,
        QueueDashboardModule,
        OpenApiModule,
        PaymentMethodsModule,
        ApiGaugesModule,
        TracingModule,
      ],
    };
  }
}
