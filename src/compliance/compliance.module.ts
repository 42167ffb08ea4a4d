import { Module } from '@nestjs/common';
import { UserDirectoryModule } from '../identity/user-directory.module.js';
import { PaymentAdaptersModule } from '../payments/payments.module.js';
import { ApplyIdentityEventProcessor } from './apply-identity-event.processor.js';
import { IdentityEvents } from './identity-events.service.js';
import { IDENTITY_PROVIDER } from './identity-provider.port.js';
import { ReconcileIdentityChecksProcessor } from './reconcile-identity-checks.processor.js';
import { SenderVerificationController } from './sender-verification.controller.js';
import { SenderVerifications } from './sender-verification.service.js';
import { StripeIdentityProvider } from './stripe-identity.provider.js';

const providers = [SenderVerifications, { provide: IDENTITY_PROVIDER, useClass: StripeIdentityProvider }];

/** Api side of compliance (issue #26): the sender's verification tiers and identity checks. */
@Module({
  imports: [PaymentAdaptersModule, UserDirectoryModule],
  controllers: [SenderVerificationController],
  providers,
  exports: [SenderVerifications],
})
export class ComplianceModule {}

/** Worker side: applying the identity provider's events, and chasing those left unapplied. */
@Module({
  imports: [PaymentAdaptersModule, UserDirectoryModule],
  providers: [...providers, IdentityEvents, ApplyIdentityEventProcessor, ReconcileIdentityChecksProcessor],
})
export class ComplianceWorkerModule {}
