import type { SWRConfiguration } from 'swr';
import { fetcher } from './api-client';

/** How long current-user and rates data count as fresh (spec section 9). */
export const FIVE_MINUTES_MS = 300_000;

/** Spec section 7: no refetch on focus, reconnect or interval, and no retries. */
export const swrConfig: SWRConfiguration = {
  fetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};
