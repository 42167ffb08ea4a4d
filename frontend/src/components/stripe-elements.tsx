import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useMemo, type ReactNode } from 'react';
import { useProviderConfig } from '@/lib/data/provider-config';
import { loadStripeJs } from '@/lib/stripe-js';

/**
 * Stripe.js Elements for a card form, with Stripe.js loaded from the configured URL. Until it
 * has loaded (or when it could not be), `useStripe()` below gives null.
 */
export function StripeElements({ children }: { children: ReactNode }) {
  const { data: config } = useProviderConfig();
  const stripeJsUrl = config?.stripeJsUrl;
  const publishableKey = config?.stripePublishableKey;
  const stripe = useMemo<Promise<Stripe | null> | null>(
    () =>
      stripeJsUrl && publishableKey
        ? loadStripeJs({ stripeJsUrl, stripePublishableKey: publishableKey }).catch(() => null)
        : null,
    [stripeJsUrl, publishableKey],
  );
  return <Elements stripe={stripe}>{children}</Elements>;
}
