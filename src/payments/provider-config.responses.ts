import { z } from 'zod';

/** What the browser needs to talk to the providers itself (publishable values only). */
export const providerConfigResponse = z.object({
  stripePublishableKey: z.string(),
  stripeApiBaseUrl: z.url(),
  stripeJsUrl: z.url().meta({ description: 'Stripe.js: the card forms load it and collect card details in its iframes.' }),
  tellerApplicationId: z.string(),
  tellerEnvironment: z.enum(['sandbox', 'development', 'production']),
  tellerConnectScriptUrl: z.url(),
});
