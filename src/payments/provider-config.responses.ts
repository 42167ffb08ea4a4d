import { z } from 'zod';

/** What the browser needs to talk to the providers itself (publishable values only). */
export const providerConfigResponse = z.object({
  stripePublishableKey: z.string(),
  stripeApiBaseUrl: z.url(),
  stripeJsUrl: z.url().meta({ description: 'Stripe.js: the card forms load it and collect card details in its iframes.' }),
  tellerApplicationId: z.string(),
  tellerEnvironment: z.enum(['sandbox', 'development', 'production']),
  tellerConnectScriptUrl: z.url(),
  company: z
    .object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() })
    .meta({ description: 'Who the sender deals with: shown on every disclosure and receipt, with the error-resolution rights.' }),
});
