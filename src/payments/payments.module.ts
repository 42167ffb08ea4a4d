import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PAYOUT_GATEWAY } from './payout.port.js';
import { ProviderConfigController } from './provider-config.controller.js';
import { SandboxPayoutGateway } from './sandbox-payout.gateway.js';
import { StripePaymentGateway } from './stripe-payment.gateway.js';
import { BANK_LINK } from './bank-link.port.js';
import { PAYMENT_GATEWAY } from './payment-gateway.port.js';
import { TellerBankLinkGateway } from './teller-bank-link.gateway.js';
import { STRIPE_CLIENT, createStripeClient } from './stripe-client.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';

const adapters = [
  { provide: STRIPE_CLIENT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createStripeClient(config) },
  { provide: PAYMENT_GATEWAY, useClass: StripePaymentGateway },
  { provide: BANK_LINK, useClass: TellerBankLinkGateway },
  { provide: PAYOUT_GATEWAY, useClass: SandboxPayoutGateway },
];

/** Provider adapters (api side: also the webhook intake and the browser's provider settings). */
@Module({
  controllers: [StripeWebhookController, ProviderConfigController],
  providers: adapters,
  exports: [PAYMENT_GATEWAY, BANK_LINK, PAYOUT_GATEWAY, STRIPE_CLIENT],
})
export class PaymentsModule {}

/** Worker side: the same adapters, no controllers. */
@Module({ providers: adapters, exports: [PAYMENT_GATEWAY, BANK_LINK, PAYOUT_GATEWAY, STRIPE_CLIENT] })
export class PaymentAdaptersModule {}
