import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { FIVE_MINUTES_MS } from '@/lib/swr-config';

export const PROVIDER_CONFIG_KEY = '/api/config';

/** What the browser needs to talk to the payment providers directly (docs/api.md, `GET /api/config`). */
const providerConfigSchema = z.object({
  /** Publishable, so it may live in the browser; it can only create tokens, never charge. */
  stripePublishableKey: z.string().min(1),
  /** Stripe's API in production, the provider sandbox in development and tests. */
  stripeApiBaseUrl: z.url(),
  tellerApplicationId: z.string(),
  tellerEnvironment: z.string(),
  tellerConnectScriptUrl: z.string(),
});

export type ProviderConfig = z.infer<typeof providerConfigSchema>;

export function useProviderConfig() {
  return useSWR(PROVIDER_CONFIG_KEY, (url: string) => apiGet(url, providerConfigSchema), {
    dedupingInterval: FIVE_MINUTES_MS,
  });
}
