import { Module } from '@nestjs/common';
import { AdminModule } from '../../admin/admin.module.js';
import { IdentityModule } from '../../identity/identity.module.js';
import { UserDirectoryModule } from '../../identity/user-directory.module.js';
import { OutboxModule } from '../../outbox/outbox.module.js';
import { TransferStore } from '../../transfers/transfer.store.js';
import { TransactionMonitoringModule } from '../monitoring/transaction-monitoring.module.js';
import { ComplianceCasesController } from './compliance-cases.controller.js';
import { ComplianceCases } from './compliance-cases.service.js';
import { InformationRequestsController } from './information-requests.controller.js';
import { InformationRequests } from './information-requests.service.js';
import { SenderFileController } from '../records/sender-file.controller.js';
import { SenderFiles } from '../records/sender-file.service.js';
import { EnhancedReviewController } from '../enhanced/enhanced-review.controller.js';
import { EnhancedReviewStore } from '../enhanced/enhanced-review.store.js';
import { EnhancedReviewsAdminController } from '../enhanced/enhanced-reviews-admin.controller.js';
import { EnhancedReviews } from '../enhanced/enhanced-reviews.service.js';

/** The compliance operator's cases, senders' files and Enhanced tier reviews in the admin area, and what a case asks of the sender (issue #26). */
@Module({
  imports: [AdminModule, IdentityModule, TransactionMonitoringModule, UserDirectoryModule, OutboxModule],
  controllers: [ComplianceCasesController, SenderFileController, InformationRequestsController, EnhancedReviewController, EnhancedReviewsAdminController],
  providers: [ComplianceCases, TransferStore, SenderFiles, InformationRequests, EnhancedReviews, EnhancedReviewStore],
})
export class ComplianceCasesModule {}
