import type { PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { COUNTRIES } from '../shared/domain/country.js';
import { DomainError } from '../shared/domain/domain-error.js';
import { Rate } from '../shared/domain/rate.js';
import { RateAlertNotFoundError } from './domain/rate-alert.errors.js';

const NOT_A_NUMBER = 'Target rate must be a number such as 140.5';

/** A number, or the same as text ("140.5"); the Rate value object checks it is positive, below 1,000,000 and has at most 4 decimals. */
const targetRate = z
  .union([z.number(), z.string().trim().min(1, 'Target rate is required')], { error: (issue) => (issue.input === undefined ? 'Target rate is required' : NOT_A_NUMBER) })
  .transform((value, ctx) => {
    try {
      return typeof value === 'number' ? Rate.fromNumber(value) : Rate.parse(value);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      ctx.addIssue({ code: 'custom', message: targetRateMessage(error) });
      return z.NEVER;
    }
  });

function targetRateMessage(error: DomainError): string {
  if (error.code === 'RATE.NOT_POSITIVE') return 'Target rate must be positive';
  if (error.code === 'RATE.TOO_LARGE') return 'Target rate must be less than 1,000,000';
  if (error.message.includes('4 decimal')) return 'Target rate can have at most 4 decimal places';
  return NOT_A_NUMBER;
}

/** `POST /api/rate-alerts`. */
export const createRateAlertRequest = z.object({
  country: z.enum(COUNTRIES, { error: 'Please select a country' }),
  targetRate: targetRate.meta({ description: 'Units of local currency per 1 USD; above the current rate, at most 4 decimals.' }),
});
export type CreateRateAlertRequest = z.output<typeof createRateAlertRequest>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An alert id from the path: anything that is not a uuid is an alert that does not exist (404, never 400). */
export class RateAlertIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw new RateAlertNotFoundError();
    return value.toLowerCase();
  }
}
