import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { AccountHolderController } from './account-holder.controller.js';
import { RecipientsController } from './recipients.controller.js';
import { NameLookupAllowance } from './name-lookup-allowance.service.js';
import { RecipientsService } from './recipients.service.js';

/** The sender's address book. Exports RecipientsService for the transfers module. */
@Module({
  imports: [PaymentsModule, IdentityModule],
  controllers: [RecipientsController, AccountHolderController],
  providers: [RecipientsService, NameLookupAllowance],
  exports: [RecipientsService],
})
export class RecipientsModule {}
