import { z } from 'zod';

/** What the browser needs to talk to the providers itself (publishable values only). */
export const providerConfigResponse = z.object({
  stripePublishableKey: z.string(),
  stripeApiBaseUrl: z.url(),
  tellerApplicationId: z.string(),
  tellerEnvironment: z.enum(['sandbox', 'development', 'production']),
  tellerConnectScriptUrl: z.url(),
});
