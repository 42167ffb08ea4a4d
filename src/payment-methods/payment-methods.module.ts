import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { PaymentAdaptersModule, PaymentsModule } from '../payments/payments.module.js';
import { LinkedBankAccounts } from './linked-bank-accounts.service.js';
import { PaymentCustomers } from './payment-customers.service.js';
import { PaymentMethodProvider } from './payment-method-provider.js';
import { PaymentMethodsController } from './payment-methods.controller.js';
import { PaymentMethodsService } from './payment-methods.service.js';
import { KeepPaidCardProcessor } from './keep-paid-card.processor.js';

/** The sender's saved cards and bank accounts. Exports the methods, the provider's payment methods and the sender's customer for checkout. */
@Module({
  imports: [PaymentsModule, IdentityModule],
  controllers: [PaymentMethodsController],
  providers: [PaymentMethodsService, PaymentMethodProvider, PaymentCustomers, LinkedBankAccounts],
  exports: [PaymentMethodsService, PaymentMethodProvider, PaymentCustomers, LinkedBankAccounts],
})
export class PaymentMethodsModule {}

/** Worker side: saving a card the sender asked to keep once its payment after 3-D Secure succeeded. */
@Module({
  imports: [PaymentAdaptersModule],
  providers: [PaymentMethodsService, PaymentMethodProvider, PaymentCustomers, LinkedBankAccounts, KeepPaidCardProcessor],
})
export class PaymentMethodsWorkerModule {}
