import { FxCostsModule } from '../rates/fx-costs.module.js';
import { SenderTiersModule } from '../compliance/sender-tiers.module.js';
import { FloatModule } from '../float/float.module.js';
import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { ReconciliationModule } from '../reconciliation/reconciliation.module.js';
import { AdminReconciliationController } from './admin-reconciliation.controller.js';
import { IdentityModule } from '../identity/identity.module.js';
import { PasswordHasher } from '../identity/password-hasher.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { RatesModule } from '../rates/rates.module.js';
import { AdminAccess } from './admin-access.service.js';
import { AdminAuditLog } from './admin-audit-log.service.js';
import { AdminRates } from './admin-rates.service.js';
import { AdminSessionController } from './admin-session.controller.js';
import { AdminSession } from './admin-session.js';
import { AdminStatistics } from './admin-stats.service.js';
import { AdminTransactions } from './admin-transactions.service.js';
import { AdminUsers } from './admin-users.service.js';
import { AdminController } from './admin.controller.js';
import { AdminLimitsController } from './admin-limits.controller.js';
import { SendingLimits } from '../transfers/sending-limits.service.js';
import { AdminTransferTimeline } from './attention/admin-transfer-timeline.service.js';
import { AttentionActions } from './attention/attention-actions.service.js';
import { AttentionController } from './attention/attention.controller.js';
import { ApprovalsController } from './approvals/approvals.controller.js';
import { Approvals } from './approvals/approvals.service.js';
import { AttentionProposals } from './approvals/attention-proposals.js';
import { LimitsChangeProposals } from './approvals/limits-change-proposals.js';
import { RateChangeProposals } from './approvals/rate-change-proposals.js';
import { TopUpConfirmationProposals } from './approvals/top-up-confirmation-proposals.js';
import { AttentionQueue } from './attention/attention-queue.service.js';
import { TransferStore } from '../transfers/transfer.store.js';
import { AdminGuard } from './admin.guard.js';
import { AdminActor } from './admin-actor.js';
import { OperatorAccounts } from './operator-accounts.service.js';
import { EnrolmentController } from './operators/enrolment.controller.js';
import { OperatorDirectory } from './operators/operator-directory.service.js';
import { OperatorsController } from './operators/operators.controller.js';
import { OperatorPasskeys } from './passkeys/operator-passkeys.service.js';
import { OperatorPasskeysController } from './passkeys/operator-passkeys.controller.js';
import { PasskeySignInController } from './passkeys/passkey-sign-in.controller.js';
import { SystemHealth } from './system-health.service.js';
import { UpdateRatesController } from './update-rates.controller.js';

/** The operator area: admin access, statistics, users, transactions, rates, health, the audit log and the queue of what needs a person. */
@Module({
  imports: [IdentityModule, RatesModule, PaymentsModule, FxCostsModule, FloatModule, ReconciliationModule, SenderTiersModule],
  controllers: [AdminSessionController, PasskeySignInController, OperatorPasskeysController, AdminController, AttentionController, ApprovalsController, UpdateRatesController, AdminLimitsController, AdminReconciliationController, OperatorsController, EnrolmentController],
  providers: [
    PasswordHasher,
    SendingLimits,
    AdminSession,
    AdminGuard,
    AdminAccess,
    AdminAuditLog,
    AdminRates,
    AdminStatistics,
    AdminUsers,
    AdminTransactions,
    SystemHealth,
    TransferStore,
    AttentionQueue,
    AttentionActions,
    Approvals,
    AttentionProposals,
    RateChangeProposals,
    LimitsChangeProposals,
    TopUpConfirmationProposals,
    AdminTransferTimeline,
    OperatorAccounts,
    OperatorPasskeys,
    OperatorDirectory,
  ],
  exports: [AdminSession, AdminGuard, AdminAuditLog, AttentionQueue, OperatorAccounts, Approvals, TopUpConfirmationProposals],
})
export class AdminModule implements NestModule {
  /** Every request gets its own slot for the operator acting in it (the audit log names them). */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(AdminActor.middleware).forRoutes('{*path}');
  }
}
