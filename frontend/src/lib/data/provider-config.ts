import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { FIVE_MINUTES_MS } from '@/lib/swr-config';

export const PROVIDER_CONFIG_KEY = '/api/config';

/** What the browser needs to talk to the payment providers directly (docs/api.md, `GET /api/config`). */
const providerConfigSchema = z.object({
  /** Publishable, so it may live in the browser: Stripe.js runs with it, and it can never charge. */
  stripePublishableKey: z.string().min(1),
  /** Stripe.js, loaded from here: js.stripe.com in production, the provider sandbox in development and tests. */
  stripeJsUrl: z.url(),
  tellerApplicationId: z.string(),
  tellerEnvironment: z.string(),
  tellerConnectScriptUrl: z.string(),
  /** Who the sender deals with: on every disclosure and receipt (error-resolution contact). */
  company: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() }).nullish(),
});

export type ProviderConfig = z.infer<typeof providerConfigSchema>;

/** The configuration outside a component, for a screen that needs it only now and then. */
export function fetchProviderConfig(): Promise<ProviderConfig> {
  return apiGet(PROVIDER_CONFIG_KEY, providerConfigSchema);
}

export function useProviderConfig() {
  return useSWR(PROVIDER_CONFIG_KEY, (url: string) => apiGet(url, providerConfigSchema), {
    dedupingInterval: FIVE_MINUTES_MS,
  });
}
