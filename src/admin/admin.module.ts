import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { PasswordHasher } from '../identity/password-hasher.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { RatesModule } from '../rates/rates.module.js';
import { AdminAccess } from './admin-access.service.js';
import { AdminAuditLog } from './admin-audit-log.service.js';
import { AdminPassword } from './admin-password.js';
import { AdminRates } from './admin-rates.service.js';
import { AdminSessionController } from './admin-session.controller.js';
import { AdminSession } from './admin-session.js';
import { AdminStatistics } from './admin-stats.service.js';
import { AdminTransactions } from './admin-transactions.service.js';
import { AdminUsers } from './admin-users.service.js';
import { AdminController } from './admin.controller.js';
import { AdminGuard } from './admin.guard.js';
import { SystemHealth } from './system-health.service.js';
import { UpdateRatesController, UpdateRatesGuard } from './update-rates.controller.js';

/** The operator area: admin access, statistics, users, transactions, rates, health and the audit log. */
@Module({
  imports: [IdentityModule, RatesModule, PaymentsModule],
  controllers: [AdminSessionController, AdminController, UpdateRatesController],
  providers: [
    PasswordHasher,
    AdminPassword,
    AdminSession,
    AdminGuard,
    UpdateRatesGuard,
    AdminAccess,
    AdminAuditLog,
    AdminRates,
    AdminStatistics,
    AdminUsers,
    AdminTransactions,
    SystemHealth,
  ],
  exports: [AdminSession],
})
export class AdminModule {}
