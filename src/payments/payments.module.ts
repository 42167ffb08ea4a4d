import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CARD_GATEWAY } from './card-gateway.port.js';
import { PAYOUT_GATEWAY } from './payout.port.js';
import { ProviderConfigController } from './provider-config.controller.js';
import { SandboxPayoutGateway } from './sandbox-payout.gateway.js';
import { StripeCardGateway } from './stripe-card.gateway.js';
import { STRIPE_CLIENT, createStripeClient } from './stripe-client.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';

const adapters = [
  { provide: STRIPE_CLIENT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createStripeClient(config) },
  { provide: CARD_GATEWAY, useClass: StripeCardGateway },
  { provide: PAYOUT_GATEWAY, useClass: SandboxPayoutGateway },
];

/** Provider adapters (api side: also the webhook intake and the browser's provider settings). */
@Module({
  controllers: [StripeWebhookController, ProviderConfigController],
  providers: adapters,
  exports: [CARD_GATEWAY, PAYOUT_GATEWAY, STRIPE_CLIENT],
})
export class PaymentsModule {}

/** Worker side: the same adapters, no controllers. */
@Module({ providers: adapters, exports: [CARD_GATEWAY, PAYOUT_GATEWAY, STRIPE_CLIENT] })
export class PaymentAdaptersModule {}
