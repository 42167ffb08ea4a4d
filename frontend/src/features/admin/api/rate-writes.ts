import { useSWRConfig } from 'swr';
import { z } from 'zod';
import type { CountryValue } from '@/config/countries';
import { apiSend } from '@/lib/api-client';
import { RATES_KEY, type Rates } from '@/lib/data/rates';

export const UPDATE_RATES_PATH = '/api/update-rates';

/**
 * The answer's rates are not read (they are fetched again instead); its `status` says whether
 * the rates were set (absent) or proposed for a second finance operator (`waiting_for_approval`,
 * 202: a rate further from its cost than the approval band; nothing changed yet).
 */
const updateRatesResponseSchema = z.object({ status: z.string().optional(), message: z.string().optional() }).passthrough();

/** What an update did: set the rates, or proposed them (`waiting`, with the server's message). */
export interface RateUpdateOutcome {
  waiting: boolean;
  message: string;
}

const outcomeOf = (answer: z.infer<typeof updateRatesResponseSchema>): RateUpdateOutcome => ({
  waiting: answer.status === 'waiting_for_approval',
  message: answer.message ?? '',
});

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

/** The rates page: `POST /api/update-rates {rates: {eritrea, ethiopia, uganda, kenya}, password}` (and `proposalNote` when given). */
export function useUpdateAllRates() {
  const refreshRates = useRefreshRates();
  const { mutate } = useSWRConfig();
  return async function updateAllRates(rates: Rates, password: string, proposalNote?: string): Promise<RateUpdateOutcome> {
    const answer = await apiSend('POST', UPDATE_RATES_PATH, { rates, password, ...(proposalNote ? { proposalNote } : {}) }, updateRatesResponseSchema);
    await Promise.all([refreshRates(), mutate(APPROVALS_KEY)]);
    return outcomeOf(answer);
  };
}

/** The dashboard's quick update: `POST /api/update-rates {kenya: 131.5}` (one pair, and `proposalNote` when given). */
export function useUpdateOneRate() {
  const refreshRates = useRefreshRates();
  const { mutate } = useSWRConfig();
  return async function updateOneRate(country: CountryValue, rate: number, proposalNote?: string): Promise<RateUpdateOutcome> {
    const answer = await apiSend('POST', UPDATE_RATES_PATH, { [country]: rate, ...(proposalNote ? { proposalNote } : {}) }, updateRatesResponseSchema);
    await Promise.all([refreshRates(), mutate(APPROVALS_KEY)]);
    return outcomeOf(answer);
  };
}

/** The proposals' list (`ADMIN_APPROVALS_KEY`), asked for again after a rate proposed. */
const APPROVALS_KEY = '/api/admin/approvals';
