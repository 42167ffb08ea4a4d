import { useSWRConfig } from 'swr';
import { z } from 'zod';
import type { CountryValue } from '@/config/countries';
import { apiSend } from '@/lib/api-client';
import { RATES_KEY, type Rates } from '@/lib/data/rates';

export const UPDATE_RATES_PATH = '/api/update-rates';

/** The answer (`{rates}`) is not read: the rates are fetched again instead. */
const updateRatesResponseSchema = z.unknown();

/**
 * After a rate change: the rates and every quote priced with the old ones are asked for again,
 * so a sender's open transfer screen shows the new figures.
 */
function useRefreshRates() {
  const { mutate } = useSWRConfig();
  return async function refreshRates(): Promise<void> {
    await Promise.all([
      mutate(RATES_KEY),
      mutate((key) => typeof key === 'string' && key.startsWith('/api/quote')),
    ]);
  };
}

/** The rates page: `POST /api/update-rates {rates: {eritrea, ethiopia, uganda, kenya}, password}`. */
export function useUpdateAllRates() {
  const refreshRates = useRefreshRates();
  return async function updateAllRates(rates: Rates, password: string): Promise<void> {
    await apiSend('POST', UPDATE_RATES_PATH, { rates, password }, updateRatesResponseSchema);
    await refreshRates();
  };
}

/** The dashboard's quick update: `POST /api/update-rates {kenya: 131.5}` (one pair). */
export function useUpdateOneRate() {
  const refreshRates = useRefreshRates();
  return async function updateOneRate(country: CountryValue, rate: number): Promise<void> {
    await apiSend('POST', UPDATE_RATES_PATH, { [country]: rate }, updateRatesResponseSchema);
    await refreshRates();
  };
}
