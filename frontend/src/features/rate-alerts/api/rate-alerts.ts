import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { countries, findCountry } from '@/config/countries';
import { apiGet, apiSend } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/data/current-user';
import type { Rates } from '@/lib/data/rates';
import type { PrimitiveType } from 'react-intl';
import type { MessageId } from '@/lib/i18n/messages';

/** A message in the language showing (`useT()`). */
type Say = (id: MessageId, values?: Record<string, PrimitiveType>) => string;

export const RATE_ALERTS_KEY = '/api/rate-alerts';

/** A rate alert (docs/api.md "Rate alerts"): active until a rate change reaches its target, then `reached`. */
const rateAlertSchema = z.object({
  id: z.string(),
  country: z.string(),
  currencyCode: z.string(),
  targetRate: z.number(),
  status: z.enum(['active', 'reached']),
  createdAt: z.string(),
  firedAt: z.string().nullable(),
  firedRate: z.number().nullable(),
});
export type RateAlert = z.infer<typeof rateAlertSchema>;

const rateAlertSetSchema = z.object({ message: z.string(), replaced: z.boolean(), alert: rateAlertSchema });
export type RateAlertSet = z.infer<typeof rateAlertSetSchema>;

/** The signed-in sender's alerts: active first, then those reached in the last 30 days. */
export function useRateAlerts() {
  const { data: user } = useCurrentUser();
  return useSWR(user ? RATE_ALERTS_KEY : null, (url: string) => apiGet(url, z.array(rateAlertSchema)));
}

/** `POST /api/rate-alerts {country, targetRate}`; the list is fetched again afterwards. */
export function useSetRateAlert() {
  const { mutate } = useSWRConfig();
  return async function setRateAlert(input: RateAlertInput): Promise<RateAlertSet> {
    const set = await apiSend('POST', RATE_ALERTS_KEY, input, rateAlertSetSchema);
    await mutate(RATE_ALERTS_KEY);
    return set;
  };
}

/** `DELETE /api/rate-alerts/{id}`. */
export function useRemoveRateAlert() {
  const { mutate } = useSWRConfig();
  return async function removeRateAlert(id: string): Promise<void> {
    await apiSend('DELETE', `${RATE_ALERTS_KEY}/${encodeURIComponent(id)}`, undefined, z.unknown());
    await mutate<RateAlert[]>(RATE_ALERTS_KEY, (list) => list?.filter((alert) => alert.id !== id), { revalidate: true });
  };
}

export type RateAlertField = 'country' | 'targetRate';
export const RATE_ALERT_FIELDS: readonly RateAlertField[] = ['country', 'targetRate'];

export type RateAlertFormValues = { country: string; targetRate: string };
/** The target goes as the text typed, which the server reads exactly (no float rounding on the way). */
export type RateAlertInput = { country: string; targetRate: string };

/** "1 USD = 129.2500 KES", the form the server's messages use (rates have at most 4 decimals). */
export function describeRate(rate: number, currencyCode: string): string {
  return `1 USD = ${rate.toFixed(4)} ${currencyCode}`;
}

const PLAIN_DECIMAL = /^\d+(?:\.(\d+))?$/;

/**
 * The same checks the server makes, with the same messages, so most mistakes are caught
 * before a request: a country, a positive target with at most 4 decimals, above the rate
 * now (when the rates are known; the server checks it anyway).
 */
export function parseRateAlertInput(
  values: RateAlertFormValues,
  rates: Rates | undefined,
  say: Say,
): { data: RateAlertInput; errors?: undefined } | { data?: undefined; errors: Partial<Record<RateAlertField, string>> } {
  const errors: Partial<Record<RateAlertField, string>> = {};
  const country = findCountry(values.country);
  if (!country) errors.country = say('validation.countryRequired');
  const text = values.targetRate.trim();
  const match = PLAIN_DECIMAL.exec(text);
  if (text === '') errors.targetRate = say('rateAlerts.error.required');
  else if (/^-\d/.test(text)) errors.targetRate = say('rateAlerts.error.positive');
  else if (!match) errors.targetRate = say('rateAlerts.error.number');
  else if ((match[1] ?? '').length > 4) errors.targetRate = say('rateAlerts.error.decimals');
  else if (Number(text) <= 0) errors.targetRate = say('rateAlerts.error.positive');
  else if (Number(text) >= 1_000_000) errors.targetRate = say('rateAlerts.error.tooLarge');
  else if (country && rates) {
    const current = rates[country.value as keyof Rates];
    if (Number(text) <= current) {
      errors.targetRate = say('rateAlerts.error.alreadyAbove', { country: say(country.labelId), rate: describeRate(current, country.currencyCode) });
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { data: { country: values.country, targetRate: text } };
}

/** The country `?country=` names when it is one of ours, else Kenya (the form always has one chosen). */
export function countryFromQuery(value: string | null): string {
  return countries.some((country) => country.value === value) ? (value as string) : 'kenya';
}
