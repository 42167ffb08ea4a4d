import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProviderConfigController } from './provider-config.controller.js';
import { StripePaymentGateway } from './stripe-payment.gateway.js';
import { BANK_LINK } from './bank-link.port.js';
import { PAYMENT_GATEWAY } from './payment-gateway.port.js';
import { TellerBankLinkGateway } from './teller-bank-link.gateway.js';
import { STRIPE_CLIENT, createStripeClient } from './stripe-client.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { DarajaPayoutRail } from './payouts/daraja/daraja-payout.rail.js';
import { MtnMomoPayoutRail } from './payouts/mtn-momo/mtn-momo-payout.rail.js';
import { ThunesPayoutRail } from './payouts/thunes/thunes-payout.rail.js';
import { PayoutRails } from './payouts/payout-rails.service.js';
import { PayoutDestinations } from './payouts/payout-destinations.service.js';
import { PayoutCallbacksController } from './payouts/payout-callbacks.controller.js';
import { PayoutOptionsController } from './payouts/payout-options.controller.js';
import { IdentityEventsIntakeModule } from '../compliance/identity-events-intake.module.js';

const adapters = [
  { provide: STRIPE_CLIENT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createStripeClient(config) },
  { provide: PAYMENT_GATEWAY, useClass: StripePaymentGateway },
  { provide: BANK_LINK, useClass: TellerBankLinkGateway },
  DarajaPayoutRail,
  MtnMomoPayoutRail,
  ThunesPayoutRail,
  PayoutRails,
  PayoutDestinations,
];
const exported = [PAYMENT_GATEWAY, BANK_LINK, STRIPE_CLIENT, PayoutRails, PayoutDestinations];

/** Provider adapters (api side: also the webhook and payout-callback intake and the browser's provider settings). */
@Module({
  imports: [IdentityEventsIntakeModule],
  controllers: [StripeWebhookController, PayoutCallbacksController, ProviderConfigController, PayoutOptionsController],
  providers: adapters,
  exports: exported,
})
export class PaymentsModule {}

/** Worker side: the same adapters, no controllers. */
@Module({ providers: adapters, exports: exported })
export class PaymentAdaptersModule {}
