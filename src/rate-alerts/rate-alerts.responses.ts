import { z } from 'zod';
import { COUNTRIES, CURRENCY_BY_COUNTRY } from '../shared/domain/country.js';
import type { RateAlert } from './domain/rate-alert.js';

/** A rate alert as `/api/rate-alerts` answers it. */
export const rateAlertResponse = z
  .object({
    id: z.uuid(),
    country: z.enum(COUNTRIES),
    currencyCode: z.string().meta({ description: "The recipient's currency (KES, UGX, ETB, ERN)." }),
    targetRate: z.number().meta({ description: 'Units of local currency per 1 USD the sender waits for.' }),
    status: z.enum(['active', 'reached']),
    createdAt: z.iso.datetime(),
    firedAt: z.iso.datetime().nullable().meta({ description: 'When the rate reached the target and the sender was told; null while active.' }),
    firedRate: z.number().nullable().meta({ description: 'The rate that reached the target; null while active.' }),
  })
  .meta({ id: 'RateAlert' });
export type RateAlertResponse = z.infer<typeof rateAlertResponse>;

export const rateAlertSetResponse = z
  .object({
    message: z.string(),
    /** True when the sender's active alert for the country was given this target instead of a new one being made. */
    replaced: z.boolean(),
    alert: rateAlertResponse,
  })
  .meta({ id: 'RateAlertSet' });
export type RateAlertSetResponse = z.infer<typeof rateAlertSetResponse>;

export function toRateAlertResponse(alert: RateAlert): RateAlertResponse {
  return {
    id: alert.id,
    country: alert.country,
    currencyCode: CURRENCY_BY_COUNTRY[alert.country],
    targetRate: alert.targetRate.toNumber(),
    status: alert.isActive() ? 'active' : 'reached',
    createdAt: alert.createdAt.toISOString(),
    firedAt: alert.firedAt?.toISOString() ?? null,
    firedRate: alert.firedRate?.toNumber() ?? null,
  };
}
