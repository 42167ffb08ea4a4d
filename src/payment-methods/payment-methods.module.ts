import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { PaymentMethodProvider } from './payment-method-provider.js';
import { PaymentMethodsController } from './payment-methods.controller.js';
import { PaymentMethodsService } from './payment-methods.service.js';

/** The sender's saved cards and bank accounts. Exports PaymentMethodsService for checkout. */
@Module({
  imports: [PaymentsModule],
  controllers: [PaymentMethodsController],
  providers: [PaymentMethodsService, PaymentMethodProvider],
  exports: [PaymentMethodsService],
})
export class PaymentMethodsModule {}
