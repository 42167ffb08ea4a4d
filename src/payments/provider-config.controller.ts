import { Controller, Get, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { providerConfigResponse } from './provider-config.responses.js';

/** What the browser needs to talk to the providers directly (publishable values only). */
@Controller('config')
export class ProviderConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @ApiOperation({
    tag: 'Operations',
    access: 'public',
    summary: "The providers' publishable settings the browser needs (Stripe.js for the card forms, bank linking)",
    responses: { 200: { description: 'Publishable values only.', schema: providerConfigResponse } },
  })
  @Get()
  get() {
    return {
      stripePublishableKey: this.config.STRIPE_PUBLISHABLE_KEY,
      stripeApiBaseUrl: this.config.STRIPE_BROWSER_API_BASE_URL ?? this.config.STRIPE_API_BASE_URL,
      stripeJsUrl: this.config.STRIPE_JS_URL,
      tellerApplicationId: this.config.TELLER_APPLICATION_ID,
      tellerEnvironment: this.config.TELLER_ENVIRONMENT,
      tellerConnectScriptUrl: this.config.TELLER_CONNECT_SCRIPT_URL,
      company: { name: this.config.COMPANY_NAME, address: this.config.COMPANY_ADDRESS, phone: this.config.COMPANY_PHONE, email: this.config.COMPANY_EMAIL },
    };
  }
}
