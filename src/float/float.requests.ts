import { z } from 'zod';
import { RAIL_CURRENCIES } from '../ledger/domain/ledger-chart.js';
import { numberToPlainDecimal, parseScaledDecimal } from '../shared/domain/decimal.js';

const rails = Object.keys(RAIL_CURRENCIES) as [keyof typeof RAIL_CURRENCIES, ...(keyof typeof RAIL_CURRENCIES)[]];

/** A decimal sent as text ("250000", "1934.50") or a JSON number: exact hundredths, at most 2 decimals. */
const amount = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be a number such as 250000 or 1934.50` })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? numberToPlainDecimal(value) : value.trim().replace(/,/g, '');
      const parsed = text === undefined ? null : parseScaledDecimal(text, 2);
      if (!parsed?.ok) {
        ctx.addIssue({ code: 'custom', message: parsed && parsed.reason === 'too_many_decimals' ? `${label} can have at most 2 decimals` : `${label} must be a number such as 250000 or 1934.50` });
        return z.NEVER;
      }
      if (parsed.units <= 0n) {
        ctx.addIssue({ code: 'custom', message: `${label} must be more than 0` });
        return z.NEVER;
      }
      if (parsed.units > 10n ** 15n) {
        ctx.addIssue({ code: 'custom', message: `${label} is too large` });
        return z.NEVER;
      }
      return parsed.units;
    });

export const recordTopUpRequest = z
  .object({
    rail: z.enum(rails, { error: `rail must be one of ${rails.join(', ')}` }),
    currency: z.enum(['KES', 'UGX', 'ETB', 'ERN'], { error: 'currency must be KES, UGX, ETB or ERN' }),
    localAmount: amount('The local amount').meta({ description: 'What the partner is credited, in the local currency (decimal text)' }),
    usdPaid: amount('The USD paid').meta({ description: 'What the wire cost us in USD (decimal text)' }),
    rate: z
      .union([z.string(), z.number()], { error: 'The rate must be a number such as 129.25' })
      .nullish()
      .transform((value) => (value === undefined || value === null || value === '' ? null : String(value).trim()))
      .meta({ description: "The bank's rate, local units per USD (at most 4 decimals); omitted: implied by the two amounts" }),
    bankReference: z.string({ error: 'Enter the bank reference of the wire' }).trim().min(1, 'Enter the bank reference of the wire').max(100, 'The bank reference is too long (100 characters at most)'),
    note: z.string().trim().max(500, 'The note is too long (500 characters at most)').nullish(),
  })
  .strict();
export type RecordTopUpRequest = z.output<typeof recordTopUpRequest>;

export const topUpIdParams = z.object({ id: z.uuid({ error: 'No such top-up' }) });

/** Confirming a top-up by hand (four eyes): why, for the second finance operator who approves it. */
export const confirmTopUpRequest = z
  .object({
    proposalNote: z.string().trim().min(3, 'Say why, for the operator who approves it (at least 3 characters)').max(500, 'Keep the note under 500 characters').optional(),
  })
  .strict()
  .optional()
  .transform((body) => body ?? {});
export type ConfirmTopUpRequest = z.output<typeof confirmTopUpRequest>;
